// How an account is shown in the list, its cards and the detail modal.
import { formatDateTime } from '#common/format.ts'
import { ACCOUNT_EVENT_LABEL, type AccountEvent, type UserListItem, type UserSort } from '#common/management.ts'
import type { UserFilterKey } from './list-query'
import { LIST_ROLE_LABEL } from './messages'

export interface UserColumn {
  id: UserSort
  label: string
  /** The column's own filter in its settings popup; Role and Dibuat only sort. */
  filter?: UserFilterKey
}

export const USER_COLUMNS: readonly UserColumn[] = [
  { id: 'username', label: 'Username', filter: 'username' },
  { id: 'name', label: 'Nama', filter: 'name' },
  { id: 'role', label: 'Role' },
  { id: 'store', label: 'Toko', filter: 'store' },
  { id: 'mobile', label: 'No. HP', filter: 'mobile' },
  { id: 'created_at', label: 'Dibuat' },
]

export const DASH = '–'

export const roleBadge = (user: Pick<UserListItem, 'role'>) => LIST_ROLE_LABEL[user.role]

/** 'KODE · NAMA TOKO', either part when only one is known; staff have none. */
export function storeLabel(user: Pick<UserListItem, 'store' | 'store_code'>): string {
  const parts = [user.store_code, user.store].filter((part): part is string => Boolean(part))
  return parts.length > 0 ? parts.join(' · ') : DASH
}

export const orDash = (value: string | null | undefined) => (value?.trim() ? value : DASH)

export interface HistoryLine {
  label: string
  by: string
  at: string
}

/** One line of the detail's history; a change made outside the portal (seed) has no author. */
export function historyLine(event: AccountEvent): HistoryLine {
  return {
    label: ACCOUNT_EVENT_LABEL[event.action],
    by: event.by ? `oleh ${event.by}` : 'oleh sistem',
    at: formatDateTime(event.at),
  }
}
