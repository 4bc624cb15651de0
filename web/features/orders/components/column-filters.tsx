import { Paper, SimpleGrid, Stack, Table, TextInput } from '@mantine/core'
import { lazy, Suspense } from 'react'
import type { OrderColumn } from '../logic/list-columns'
import { ORDER_COLUMNS } from '../logic/list-columns'
import type { ListFilters } from '../logic/list-filters'
import { FULFILMENT_FILTER_LABEL } from '../logic/list-messages'
import type { DateRangeProps } from './date-range-filter'
import { FulfilmentFilter, StatusFilter, TextFilter } from './filter-fields'

// the date picker loads when a filter row or panel first opens (date-range-filter.tsx)
const LazyDateRangeFilter = lazy(() => import('./date-range-filter').then((m) => ({ default: m.DateRangeFilter })))

/** While the picker's code arrives: an input of the same size that says so. */
function DateRangeFilter(props: DateRangeProps) {
  return (
    <Suspense
      fallback={
        <TextInput
          size={props.compact ? 'xs' : 'sm'}
          label={props.compact ? undefined : props.label}
          aria-label={`Filter ${props.label}`}
          placeholder="Memuat…"
          disabled
        />
      }
    >
      <LazyDateRangeFilter {...props} />
    </Suspense>
  )
}

export interface FilterBinding {
  filters: ListFilters
  setFilters: (patch: Partial<ListFilters>) => void
  /** The Status filter exists only on the Semua tab. */
  withStatus: boolean
  /** The Pengiriman filter: on the Diproses and Semua tabs (fulfilmentFilterOn). */
  withFulfilment: boolean
}

/**
 * The Status column's filters: Status (Semua) and Pengiriman (Diproses, Semua). Stacked in the
 * table's cell; in the phone's panel each is a cell of its own grid.
 */
function StatusColumnFilters({ binding, compact, label }: { binding: FilterBinding; compact: boolean; label: string }) {
  const { filters, setFilters } = binding
  const status = binding.withStatus && (
    <StatusFilter label={label} compact={compact} value={filters.statuses} onCommit={(statuses) => setFilters({ statuses })} />
  )
  const fulfilment = binding.withFulfilment && (
    <FulfilmentFilter
      label={FULFILMENT_FILTER_LABEL}
      compact={compact}
      value={filters.pengiriman}
      onCommit={(pengiriman) => setFilters({ pengiriman })}
    />
  )
  if (!status && !fulfilment) return null
  if (!compact) {
    return (
      <>
        {status}
        {fulfilment}
      </>
    )
  }
  return (
    <Stack gap={4}>
      {status}
      {fulfilment}
    </Stack>
  )
}

function ColumnFilterControl({ column, binding, compact }: { column: OrderColumn; binding: FilterBinding; compact: boolean }) {
  const { filters, setFilters } = binding
  const filter = column.filter
  const label = column.filterLabel
  if (!filter) return null
  if (filter.kind === 'text') {
    const key = filter.key
    return <TextFilter label={label} compact={compact} value={filters[key]} onCommit={(value) => setFilters({ [key]: value })} />
  }
  if (filter.kind === 'date') {
    return (
      <DateRangeFilter
        label={label}
        compact={compact}
        from={filters.tanggal_from}
        to={filters.tanggal_to}
        onCommit={(from, to) => setFilters({ tanggal_from: from, tanggal_to: to })}
      />
    )
  }
  return <StatusColumnFilters binding={binding} compact={compact} label={label} />
}

/** The staff table's second header row: each filter under its own column. */
export function FilterRow({ binding }: { binding: FilterBinding }) {
  return (
    <Table.Tr data-testid="filter-row">
      {ORDER_COLUMNS.map((column) => (
        <Table.Th key={column.id} py={4} fw={400}>
          <ColumnFilterControl column={column} binding={binding} compact />
        </Table.Th>
      ))}
    </Table.Tr>
  )
}

/** On a phone: the same filters stacked, with visible labels. */
export function FilterPanel({ binding }: { binding: FilterBinding }) {
  return (
    <Paper withBorder p="sm" data-testid="filter-panel">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        {ORDER_COLUMNS.filter((column) => column.filter).map((column) => (
          <ColumnFilterControl key={column.id} column={column} binding={binding} compact={false} />
        ))}
      </SimpleGrid>
    </Paper>
  )
}
