// List User on a wide screen (SPEC §2.13): six columns, each header with its sort mark and its
// settings popup; a sticky header; staff at the bottom as the server orders them.
import { Group, Table, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconSortAscending, IconSortDescending } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../../../common/format'
import type { UserListItem } from '../../../../common/management'
import { EmptyMessage, ErrorMessage, SkeletonRows } from '../../../components/list-states'
import type { UserListState } from '../hooks/use-user-list'
import { FITS_QUERY } from '../logic/media'
import { EMPTY_TEXT, USERS_LOAD_FAILED } from '../logic/messages'
import { orDash, storeLabel, USER_COLUMNS, type UserColumn } from '../logic/user-view'
import { ColumnSettingsButton } from './column-settings'
import { rowActivation } from './row-activation'
import { InactiveBadge, RoleBadge } from './user-badges'

function HeaderCell({ column, view }: { column: UserColumn; view: UserListState }) {
  const dir = view.sort === column.id ? view.dir : null
  const SortIcon = dir === 'asc' ? IconSortAscending : IconSortDescending
  return (
    <Table.Th aria-sort={dir === 'asc' ? 'ascending' : dir === 'desc' ? 'descending' : 'none'}>
      <Group gap={4} wrap="nowrap">
        <span style={{ whiteSpace: 'nowrap' }}>{column.label}</span>
        {dir && <SortIcon size={14} aria-hidden />}
        <ColumnSettingsButton column={column} view={view} />
      </Group>
    </Table.Th>
  )
}

function UserRow({ user, onOpen }: { user: UserListItem; onOpen: (user: UserListItem) => void }) {
  return (
    <Table.Tr
      data-user-id={user.id}
      {...rowActivation(() => onOpen(user))}
      style={{ cursor: 'pointer', opacity: user.is_active ? 1 : 0.6 }}
    >
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} fz="inherit">
            {user.username}
          </Text>
          <InactiveBadge user={user} />
        </Group>
      </Table.Td>
      <Table.Td>{user.name}</Table.Td>
      <Table.Td>
        <RoleBadge user={user} />
      </Table.Td>
      <Table.Td>{storeLabel(user)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{orDash(user.mobile)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.created_at)}</Table.Td>
    </Table.Tr>
  )
}

function FullRow({ children }: { children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={USER_COLUMNS.length}>{children}</Table.Td>
    </Table.Tr>
  )
}

function Body({ view, onOpen }: { view: UserListState; onOpen: (user: UserListItem) => void }) {
  const { list } = view
  if (list.loading) return <SkeletonRows columns={USER_COLUMNS.length} />
  if (list.error)
    return (
      <FullRow>
        <ErrorMessage text={USERS_LOAD_FAILED} onRetry={list.retry} />
      </FullRow>
    )
  if (list.rows.length === 0)
    return (
      <FullRow>
        <EmptyMessage text={EMPTY_TEXT} />
      </FullRow>
    )
  return list.rows.map((user) => <UserRow key={user.id} user={user} onOpen={onOpen} />)
}

export function UserTable({ view, onOpen }: { view: UserListState; onOpen: (user: UserListItem) => void }) {
  const fits = useMediaQuery(FITS_QUERY, true, { getInitialValueInEffect: false })
  const table = (
    <Table
      stickyHeader={fits}
      // below the sticky search box
      stickyHeaderOffset="calc(var(--app-shell-header-offset, 0px) + 56px)"
      highlightOnHover
      striped
      withTableBorder
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      aria-label="Daftar user"
      aria-busy={view.list.loading || view.list.fetchingMore}
    >
      <Table.Thead>
        <Table.Tr>
          {USER_COLUMNS.map((column) => (
            <HeaderCell key={column.id} column={column} view={view} />
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        <Body view={view} onOpen={onOpen} />
      </Table.Tbody>
    </Table>
  )
  if (fits) return table
  // tablets: the table scrolls sideways (a sticky header cannot follow the page from in there)
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      {table}
    </Table.ScrollContainer>
  )
}
