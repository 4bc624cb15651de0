// List User on a wide screen (product.md §2.13): six columns, each header with its sort mark and its
// settings popup; a sticky header; staff at the bottom as the server orders them.
import { Table } from '@mantine/core'
import { formatDateTime } from '#common/format.ts'
import type { UserListItem } from '#common/management.ts'
import { PagedTable } from '#web/components/paged-list.tsx'
import { SortableTh } from '#web/components/sortable-th.tsx'
import type { UserListState } from '../hooks/use-user-list'
import { USERS_LOAD_FAILED } from '../logic/messages'
import { orDash, storeLabel, USER_COLUMNS, type UserColumn } from '../logic/user-view'
import { ColumnSettingsButton } from './column-settings'
import { OpenDetailButton, openOnClick } from './open-detail'
import { UserIdentityCells } from './user-badges'

function HeaderCell({ column, view }: { column: UserColumn; view: UserListState }) {
  return (
    <SortableTh label={column.label} dir={view.sort === column.id ? view.dir : null}>
      <ColumnSettingsButton column={column} view={view} />
    </SortableTh>
  )
}

function UserRow({ user, onOpen }: { user: UserListItem; onOpen: (user: UserListItem) => void }) {
  return (
    <Table.Tr data-user-id={user.id} {...openOnClick(() => onOpen(user))} opacity={user.is_active ? 1 : 0.6}>
      <UserIdentityCells
        user={user}
        username={<OpenDetailButton onOpen={() => onOpen(user)}>{user.username}</OpenDetailButton>}
      />
      <Table.Td>{storeLabel(user)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{orDash(user.mobile)}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(user.created_at)}</Table.Td>
    </Table.Tr>
  )
}

export function UserTable({ view, onOpen }: { view: UserListState; onOpen: (user: UserListItem) => void }) {
  return (
    <PagedTable
      list={view.list}
      label="Daftar user"
      errorText={USERS_LOAD_FAILED}
      columns={USER_COLUMNS.length}
      minWidth={860}
      header={USER_COLUMNS.map((column) => <HeaderCell key={column.id} column={column} view={view} />)}
      renderItem={(user) => <UserRow key={user.id} user={user} onOpen={onOpen} />}
    />
  )
}
