// 'Filter & Sort' (product.md §2.6): typed values are drafts until 'Terapkan'; the checkbox and the debug
// Mode select act at once, as they need no typing.
import { Alert, Button, Checkbox, Group, Paper, Select, SimpleGrid, Stack } from '@mantine/core'
import { IconArrowsExchange } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { type CatalogueCriteria, DEFAULT_CRITERIA, type StockSource } from '../logic/criteria'
import { ONLY_AVAILABLE_LABEL } from '../logic/messages'
import { applyPriceRange, needsPriceSwap, PRICE_SWAP_NOTICE } from '../logic/price-range'
import { type FilterDraft, PartAndSortFields, PriceFields } from './filter-fields'

interface FilterPanelProps {
  criteria: CatalogueCriteria
  readOnly: boolean
  /** the stock source (osc/local) is a tool for staff and for `?debug=1`, not for every buyer */
  showMode: boolean
  onApply: (patch: FilterDraft) => void
  onOnlyAvailableChange: (checked: boolean) => void
  onSourceChange: (source: StockSource) => void
}

const draftOf = ({ price, partContains, orderBy, orderDir }: CatalogueCriteria): FilterDraft => ({
  price,
  partContains,
  orderBy,
  orderDir,
})
const SOURCE_OPTIONS = [
  { value: 'osc', label: 'osc (overlay)' },
  { value: 'local', label: 'local' },
]

export function FilterPanel({ criteria, readOnly, showMode, onApply, onOnlyAvailableChange, onSourceChange }: FilterPanelProps) {
  const [draft, setDraft] = useState<FilterDraft>(() => draftOf(criteria))
  const change = (patch: Partial<FilterDraft>) => setDraft((current) => ({ ...current, ...patch }))

  function apply(event: FormEvent) {
    event.preventDefault()
    const next = { ...draft, price: applyPriceRange(draft.price), partContains: draft.partContains.trim() }
    setDraft(next)
    onApply(next)
  }
  function reset() {
    const next = draftOf(DEFAULT_CRITERIA)
    setDraft(next)
    onApply(next)
    if (criteria.onlyAvailable) onOnlyAvailableChange(false)
  }

  return (
    <Paper withBorder p="sm" radius="md" component="form" onSubmit={apply} aria-label="Filter & Sort">
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 2, sm: 3, md: 6 }} spacing="sm" verticalSpacing="xs">
          <PriceFields price={draft.price} onChange={(patch) => change({ price: { ...draft.price, ...patch } })} />
          <PartAndSortFields draft={draft} onChange={change} />
          {showMode && (
            <Select
              label="Mode"
              data={SOURCE_OPTIONS}
              value={criteria.source}
              allowDeselect={false}
              onChange={(value) => value && onSourceChange(value as StockSource)}
            />
          )}
        </SimpleGrid>
        {needsPriceSwap(draft.price) && (
          <Alert color="yellow" variant="light" p="xs" icon={<IconArrowsExchange size={18} aria-hidden />} role="status">
            {PRICE_SWAP_NOTICE}
          </Alert>
        )}
        <Group justify="space-between" gap="sm">
          {readOnly ? (
            <span />
          ) : (
            <Checkbox
              label={ONLY_AVAILABLE_LABEL}
              checked={criteria.onlyAvailable}
              onChange={(event) => onOnlyAvailableChange(event.currentTarget.checked)}
            />
          )}
          <Group gap="sm">
            <Button variant="default" onClick={reset}>
              Reset
            </Button>
            <Button type="submit">Terapkan</Button>
          </Group>
        </Group>
      </Stack>
    </Paper>
  )
}
