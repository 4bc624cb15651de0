import { Badge, Button, Group, Pill } from '@mantine/core'
import { IconFilter, IconX } from '@tabler/icons-react'
import { LIST_SEARCH_MIN } from '#common/order-rules.ts'
import { SearchInput } from '#web/components/search-input.tsx'
import { useDebouncedField } from '../hooks/use-debounced-field'
import type { ChipKey, FilterChip } from '../logic/filter-chips'
import { CLOSE_FILTER_LABEL, FILTER_LABEL, RESET_ALL_LABEL, SEARCH_LABEL, SEARCH_PLACEHOLDER } from '../logic/list-messages'

interface SearchBoxProps {
  value: string
  onCommit: (value: string) => void
}

/** Global search: debounced 400 ms; one character does not search yet (product.md §5.2). */
export function SearchBox({ value, onCommit }: SearchBoxProps) {
  const [draft, setDraft] = useDebouncedField(value, onCommit)
  return (
    <SearchInput
      label={SEARCH_LABEL}
      placeholder={SEARCH_PLACEHOLDER}
      value={draft}
      onChange={setDraft}
      maxLength={100}
      minChars={LIST_SEARCH_MIN}
      // shrinks before the Filter button beside it: both fit a 320 px phone
      style={{ flex: 1, minWidth: 0 }}
    />
  )
}

interface FilterToggleProps {
  open: boolean
  count: number
  onToggle: () => void
}

export function FilterToggle({ open, count, onToggle }: FilterToggleProps) {
  return (
    <Button
      variant={open ? 'light' : 'default'}
      leftSection={<IconFilter size={16} aria-hidden />}
      rightSection={
        count > 0 ? (
          <Badge size="sm" circle aria-label={`${count} filter aktif`}>
            {count}
          </Badge>
        ) : null
      }
      onClick={onToggle}
      aria-expanded={open}
      // beside the search box, which shrinks first: the word stays whole on a 320 px phone
      style={{ flexShrink: 0 }}
    >
      {FILTER_LABEL}
    </Button>
  )
}

interface ChipBarProps {
  chips: readonly FilterChip[]
  onRemove: (key: ChipKey) => void
  /** The filter row/panel is open: 'Tutup' closes it. */
  open: boolean
  onClose: () => void
  canReset: boolean
  onReset: () => void
}

/** Chips of what narrows the list, 'Reset semua' and, while the filters show, 'Tutup'. */
export function ChipBar({ chips, onRemove, open, onClose, canReset, onReset }: ChipBarProps) {
  if (!open && chips.length === 0) return null
  return (
    <Group gap="xs" justify="space-between" wrap="wrap" data-testid="filter-chips">
      <Group gap={6} wrap="wrap" style={{ flex: 1, minWidth: 0 }}>
        {chips.map((chip) => (
          <Pill
            key={chip.key}
            size="md"
            withRemoveButton
            onRemove={() => onRemove(chip.key)}
            removeButtonProps={{ 'aria-label': `Hapus filter ${chip.label}` }}
            maw="100%"
          >
            {chip.label}
          </Pill>
        ))}
      </Group>
      <Group gap="xs" wrap="nowrap">
        <Button size="xs" variant="subtle" color="red" onClick={onReset} disabled={!canReset}>
          {RESET_ALL_LABEL}
        </Button>
        {open && (
          <Button size="xs" variant="default" leftSection={<IconX size={14} aria-hidden />} onClick={onClose}>
            {CLOSE_FILTER_LABEL}
          </Button>
        )}
      </Group>
    </Group>
  )
}
