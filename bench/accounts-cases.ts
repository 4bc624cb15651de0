import type { StoreListQuery, UserListQuery } from '../common/management'

// What staff do in the user and store lists of a large branch, as query strings of the portal's
// calls; the bare baseline runs the same SQL for each (bench/bare-accounts.ts).

type UserCase = { name: string; kind: 'users'; query: Partial<Record<keyof UserListQuery, string>> }
type StoreCase = { name: string; kind: 'stores'; query: Partial<Record<keyof StoreListQuery, string>> }
export type AccountsCase = UserCase | StoreCase

export const ACCOUNTS_CASES: AccountsCase[] = [
  { name: 'users: newest first, staff last', kind: 'users', query: { role_bottom: 'staff' } },
  { name: 'users: search "sari"', kind: 'users', query: { role_bottom: 'staff', search: 'sari' } },
  { name: 'users: search "maju 1"', kind: 'users', query: { role_bottom: 'staff', search: 'maju 1' } },
  { name: 'users: filter username', kind: 'users', query: { role_bottom: 'staff', filter_username: 'user123' } },
  { name: 'users: filter name', kind: 'users', query: { role_bottom: 'staff', filter_name: 'agus' } },
  { name: 'users: filter store', kind: 'users', query: { role_bottom: 'staff', filter_store: 'BERKAH' } },
  { name: 'users: filter mobile', kind: 'users', query: { role_bottom: 'staff', filter_mobile: '08120' } },
  { name: 'users: sort name asc', kind: 'users', query: { role_bottom: 'staff', sort: 'name', dir: 'asc' } },
  { name: 'users: sort store desc', kind: 'users', query: { role_bottom: 'staff', sort: 'store', dir: 'desc' } },
  { name: 'stores: by name', kind: 'stores', query: {} },
  { name: 'stores: q "jaya"', kind: 'stores', query: { q: 'jaya' } },
  { name: 'stores: by users desc', kind: 'stores', query: { sort: 'users', dir: 'desc' } },
  { name: 'stores: picker (100)', kind: 'stores', query: { limit: '100' } },
]
