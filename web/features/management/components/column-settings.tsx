// The per-column settings popup of List User (product.md §2.13): the column's own filter (Username,
// Nama, Toko, No. HP) and its sort direction. On a phone the cards have no columns: one popup
// holds every filter and the sort.
import { ActionIcon, Button, Indicator, NativeSelect, Popover, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconSettings } from '@tabler/icons-react'
import { USER_SORTS, type UserSort } from '#common/management.ts'
import type { UserListState } from '../hooks/use-user-list'
import { activeFilterCount, type SortDir } from '../logic/list-query'
import { USER_COLUMNS, type UserColumn } from '../logic/user-view'

const DIR_OPTIONS = [
  { value: 'asc', label: 'Naik' },
  { value: 'desc', label: 'Turun' },
]
const isDir = (value: string): value is SortDir => value === 'asc' || value === 'desc'
const isUserSort = (value: string): value is UserSort => (USER_SORTS as readonly string[]).includes(value)

function FilterInput({ column, view }: { column: UserColumn; view: UserListState }) {
  const key = column.filter
  if (!key) return null
  return (
    <TextInput
      label={`Filter ${column.label}`}
      size="xs"
      value={view.filters[key]}
      onChange={(event) => view.setFilter(key, event.currentTarget.value)}
      maxLength={key === 'store' ? 100 : key === 'mobile' ? 30 : 50}
      autoComplete="off"
      data-autofocus
    />
  )
}

function ColumnPanel({ column, view }: { column: UserColumn; view: UserListState }) {
  const active = view.sort === column.id
  return (
    <Stack gap="xs" w={220}>
      <FilterInput column={column} view={view} />
      <div>
        <Text size="xs" fw={500} mb={4}>
          Urutkan {column.label}
        </Text>
        <SegmentedControl
          size="xs"
          fullWidth
          aria-label={`Urutkan ${column.label}`}
          data={DIR_OPTIONS}
          // an inactive column shows no direction chosen yet
          value={active ? view.dir : ''}
          onChange={(value) => {
            if (isDir(value)) view.setSort(column.id, value)
          }}
        />
      </div>
      {column.filter && view.filters[column.filter] !== '' && (
        <Button size="xs" variant="subtle" color="red" onClick={() => column.filter && view.setFilter(column.filter, '')}>
          Hapus filter
        </Button>
      )}
    </Stack>
  )
}

export function ColumnSettingsButton({ column, view }: { column: UserColumn; view: UserListState }) {
  const filtered = Boolean(column.filter && view.filters[column.filter].trim())
  return (
    // the button itself is the popover's target: aria-expanded belongs on it, not on the dot's box
    <Indicator disabled={!filtered} size={7} offset={3}>
      <Popover position="bottom-start" shadow="md" withArrow trapFocus>
        <Popover.Target>
          <ActionIcon variant={filtered ? 'light' : 'subtle'} size="sm" aria-label={`Pengaturan kolom ${column.label}`}>
            <IconSettings size={14} aria-hidden />
          </ActionIcon>
        </Popover.Target>
        <Popover.Dropdown>
          <ColumnPanel column={column} view={view} />
        </Popover.Dropdown>
      </Popover>
    </Indicator>
  )
}

/** The phone's one popup: every column filter, then the sort column and its direction. */
export function ListSettingsButton({ view }: { view: UserListState }) {
  const count = activeFilterCount(view.filters)
  return (
    <Popover position="bottom-end" shadow="md" withArrow trapFocus>
      <Popover.Target>
        <Button variant={count > 0 ? 'light' : 'default'} leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}>
          {count > 0 ? `Pengaturan (${count})` : 'Pengaturan'}
        </Button>
      </Popover.Target>
      <Popover.Dropdown>
        <Stack gap="xs" w={260}>
          {USER_COLUMNS.map((column) => (
            <FilterInput key={column.id} column={column} view={view} />
          ))}
          <NativeSelect
            label="Urutkan menurut"
            size="xs"
            data={USER_COLUMNS.map((column) => ({ value: column.id, label: column.label }))}
            value={view.sort}
            onChange={(event) => {
              const value = event.currentTarget.value
              if (isUserSort(value)) view.setSort(value, view.dir)
            }}
          />
          <SegmentedControl
            size="xs"
            fullWidth
            aria-label="Arah urutan"
            data={DIR_OPTIONS}
            value={view.dir}
            onChange={(value) => {
              if (isDir(value)) view.setSort(view.sort, value)
            }}
          />
        </Stack>
      </Popover.Dropdown>
    </Popover>
  )
}
