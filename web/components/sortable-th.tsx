// The one header cell of a sortable column (orders, List Toko, List User): aria-sort says the
// order to screen readers, the arrow shows it. With `onSort` the label is a button that sorts;
// without, the column sorts elsewhere (List User's settings popup, passed as `children`).
import { Group, Table, UnstyledButton } from '@mantine/core'
import { IconArrowsSort, IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import type { ReactNode } from 'react'

export type SortDirection = 'asc' | 'desc' | null

export function ariaSortOf(dir: SortDirection): 'ascending' | 'descending' | 'none' {
  if (dir === 'asc') return 'ascending'
  return dir === 'desc' ? 'descending' : 'none'
}

interface SortableThProps {
  label: string
  /** this column's direction when the list is sorted by it */
  dir: SortDirection
  onSort?: () => void
  width?: number
  numeric?: boolean
  /** after the label and arrow (the column's settings button) */
  children?: ReactNode
}

function SortButton({ label, dir, onSort }: { label: string; dir: SortDirection; onSort: () => void }) {
  const Icon = dir === 'asc' ? IconSortAscending : dir === 'desc' ? IconSortDescending : IconArrowsSort
  return (
    <UnstyledButton
      onClick={onSort}
      fw={700}
      fz="inherit"
      title={`Urutkan menurut ${label}`}
      style={{ display: 'inline-flex', alignItems: 'center', gap: 4, whiteSpace: 'nowrap' }}
    >
      {label}
      <Icon size={14} aria-hidden style={{ opacity: dir ? 1 : 0.45 }} />
    </UnstyledButton>
  )
}

function SortMark({ label, dir, children }: { label: string; dir: SortDirection; children?: ReactNode }) {
  const Icon = dir === 'asc' ? IconSortAscending : IconSortDescending
  return (
    <Group gap={4} wrap="nowrap">
      <span style={{ whiteSpace: 'nowrap' }}>{label}</span>
      {dir && <Icon size={14} aria-hidden />}
      {children}
    </Group>
  )
}

export function SortableTh({ label, dir, onSort, width, numeric, children }: SortableThProps) {
  return (
    <Table.Th w={width} aria-sort={ariaSortOf(dir)} style={numeric ? { textAlign: 'right' } : undefined}>
      {onSort ? (
        <SortButton label={label} dir={dir} onSort={onSort} />
      ) : (
        <SortMark label={label} dir={dir}>
          {children}
        </SortMark>
      )}
    </Table.Th>
  )
}
