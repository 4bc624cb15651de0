// The inputs of the per-column filters (product.md §2.10). `compact`: inside the staff table's filter
// row, where the column header already names them; otherwise stacked with visible labels.
import { Button, Checkbox, CloseButton, NativeSelect, Popover, Stack, TextInput } from '@mantine/core'
import { IconChevronDown } from '@tabler/icons-react'
import { FULFILMENT_LABEL, FULFILMENT_STATES, type FulfilmentState } from '#common/fulfilment.ts'
import { ORDER_BUCKETS, type OrderBucket, STATUS_INFO, statusOfBucket } from '#common/order-status.ts'
import { useDebouncedField } from '../hooks/use-debounced-field'
import { FULFILMENT_ANY_LABEL } from '../logic/list-messages'

export interface FieldProps {
  label: string
  compact?: boolean
}

export function TextFilter({ label, compact, value, onCommit }: FieldProps & { value: string; onCommit: (v: string) => void }) {
  const [draft, setDraft] = useDebouncedField(value, onCommit)
  return (
    <TextInput
      size={compact ? 'xs' : 'sm'}
      label={compact ? undefined : label}
      aria-label={`Filter ${label}`}
      placeholder={compact ? 'Filter…' : undefined}
      value={draft}
      onChange={(event) => setDraft(event.currentTarget.value)}
      maxLength={60}
      autoComplete="off"
      rightSection={draft ? <CloseButton size="sm" aria-label={`Hapus filter ${label}`} onClick={() => setDraft('')} /> : null}
    />
  )
}

const statusLabel = (bucket: OrderBucket) => STATUS_INFO[statusOfBucket(bucket)].label

interface StatusFilterProps extends FieldProps {
  /** null: every status */
  value: OrderBucket[] | null
  onCommit: (statuses: OrderBucket[]) => void
}

function StatusChecks({ value, onCommit, label }: StatusFilterProps) {
  return (
    <Checkbox.Group label={label} value={value ?? [...ORDER_BUCKETS]} onChange={(next) => onCommit(next as OrderBucket[])}>
      <Stack gap={6} mt={4}>
        {ORDER_BUCKETS.map((bucket) => (
          <Checkbox key={bucket} value={bucket} label={statusLabel(bucket)} size="sm" />
        ))}
      </Stack>
    </Checkbox.Group>
  )
}

/** The Semua tab's Status filter: which statuses to show; none chosen shows the hint to pick. */
export function StatusFilter(props: StatusFilterProps) {
  if (!props.compact) return <StatusChecks {...props} />
  const { value } = props
  const summary = value === null ? 'Semua status' : value.length === 0 ? 'Belum dipilih' : value.map(statusLabel).join(', ')
  return (
    <Popover position="bottom-start" shadow="md" withinPortal trapFocus>
      <Popover.Target>
        <Button
          size="xs"
          variant="default"
          fullWidth
          aria-label={`Filter Status: ${summary}`}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          styles={{ inner: { justifyContent: 'space-between' }, label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
          fw={400}
        >
          {summary}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <StatusChecks {...props} />
      </Popover.Dropdown>
    </Popover>
  )
}

const FULFILMENT_OPTIONS = [
  { value: '', label: FULFILMENT_ANY_LABEL },
  ...FULFILMENT_STATES.map((state) => ({ value: state, label: FULFILMENT_LABEL[state] })),
]

/**
 * The Pengiriman filter (product.md §13.4): one state or all. A native select: a phone opens its own
 * picker, and in the narrow Status column a long choice is cut rather than widening the table.
 */
export function FulfilmentFilter({
  label,
  compact,
  value,
  onCommit,
}: FieldProps & { value: FulfilmentState | ''; onCommit: (v: FulfilmentState | '') => void }) {
  return (
    <NativeSelect
      size={compact ? 'xs' : 'sm'}
      label={compact ? undefined : label}
      aria-label={`Filter ${label}`}
      data={FULFILMENT_OPTIONS}
      value={value}
      onChange={(event) => onCommit(event.currentTarget.value as FulfilmentState | '')}
    />
  )
}
