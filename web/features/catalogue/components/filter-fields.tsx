// The typed fields of 'Filter & Sort': price range, part filter, sort key and direction.
import { Input, NumberInput, SegmentedControl, Select, TextInput } from '@mantine/core'
import {
  type CatalogueCriteria,
  effectiveDir,
  hasDirection,
  type PriceRange,
  SORT_KEYS,
  SORT_LABELS,
  type SortDir,
  type SortKey,
} from '../logic/criteria'
import { parsePriceInput } from '../logic/price-range'

export type FilterDraft = Pick<CatalogueCriteria, 'price' | 'partContains' | 'orderBy' | 'orderDir'>

const SORT_OPTIONS = SORT_KEYS.map((key) => ({ value: key, label: SORT_LABELS[key] }))
const DIR_OPTIONS = [
  { value: 'asc', label: 'Naik' },
  { value: 'desc', label: 'Turun' },
]
const priceProps = {
  min: 0,
  allowNegative: false,
  allowDecimal: false,
  thousandSeparator: '.',
  decimalSeparator: ',',
  prefix: 'Rp. ',
  hideControls: true,
  inputMode: 'numeric',
} as const

export function PriceFields({ price, onChange }: { price: PriceRange; onChange: (patch: Partial<PriceRange>) => void }) {
  return (
    <>
      <NumberInput
        label="Harga Min"
        placeholder="Rp. 0"
        {...priceProps}
        value={price.min ?? ''}
        onChange={(v) => onChange({ min: parsePriceInput(v) })}
      />
      <NumberInput
        label="Harga Max"
        placeholder="Tanpa batas"
        {...priceProps}
        value={price.max ?? ''}
        onChange={(v) => onChange({ max: parsePriceInput(v) })}
      />
    </>
  )
}

export function PartAndSortFields({ draft, onChange }: { draft: FilterDraft; onChange: (patch: Partial<FilterDraft>) => void }) {
  return (
    <>
      <TextInput
        label="No. Part berisi"
        placeholder="mis. 1230A"
        maxLength={40}
        value={draft.partContains}
        onChange={(event) => onChange({ partContains: event.currentTarget.value })}
      />
      <Select
        label="Urutkan"
        data={SORT_OPTIONS}
        value={draft.orderBy}
        allowDeselect={false}
        onChange={(value) => value && onChange({ orderBy: value as SortKey })}
      />
      {/* disabled rather than hidden for 'Relevansi' (best first, one way): the fields keep their places */}
      <Input.Wrapper label="Arah urutan" id="catalogue-sort-dir" labelElement="div">
        <SegmentedControl
          fullWidth
          aria-label="Arah urutan"
          data={DIR_OPTIONS}
          disabled={!hasDirection(draft.orderBy)}
          value={effectiveDir(draft)}
          onChange={(value) => onChange({ orderDir: value as SortDir })}
        />
      </Input.Wrapper>
    </>
  )
}
