import type { AccountEvent, Store, StoreDetail, UserDetail, UserListItem } from '#common/management.ts'
import { avatarUrl } from '../profile'
import type { UserListRow } from './queries'
import type { StoreRow } from './store-queries'

// The only way a user or store row becomes an answer of management's calls.

type ListRow = Omit<UserListRow, 'created_at'> & { created_at: string }

export function presentUserListItem(row: ListRow): UserListItem {
  return {
    id: Number(row.id),
    username: row.username,
    name: `${row.first_name} ${row.last_name}`.trim() || row.username,
    // a dual account is staff first: the list shows it as STAF (product.md §2.13)
    role: row.roles.includes('seller') ? 'staff' : 'user',
    mobile: row.mobile,
    store: row.store_name,
    store_code: row.store_code,
    created_at: row.created_at,
    is_salesman: row.is_salesman,
    ibs_salesman_code: row.ibs_salesman_code,
    is_active: row.is_active,
  }
}

export function presentUserDetail(
  row: ListRow & {
    email: string | null
    address: string | null
    landline: string | null
    description: string | null
    avatar_id: string | null
  },
  events: Array<{ action: AccountEvent['action']; created_at: Date | string; actor: string | null }>,
  selfId: number,
): UserDetail {
  return {
    ...presentUserListItem(row),
    first_name: row.first_name,
    last_name: row.last_name,
    email: row.email,
    address: row.address,
    landline: row.landline,
    description: row.description,
    avatar_url: avatarUrl(row.avatar_id),
    can_deactivate: Number(row.id) !== selfId,
    events: events.map((e) => ({ action: e.action, at: new Date(e.created_at).toISOString(), by: e.actor })),
  }
}

export function presentStore(row: StoreRow): Store {
  return {
    id: Number(row.id),
    ibs_cust_code: row.ibs_cust_code,
    name: row.name,
    description: row.description,
    created_at: row.created_at,
    users_count: Number(row.users_count),
    price_group: row.price_group,
    npwp: row.npwp,
    address: row.address,
  }
}

export function presentStoreDetail(row: StoreRow, users: ListRow[]): StoreDetail {
  return { store: presentStore(row), users: users.map(presentUserListItem) }
}

/** Store id (as text) to its number of users, as the list's count column asks. */
export function presentUserCounts(rows: Array<{ id: number; n: number | string }>): Record<string, number> {
  return Object.fromEntries(rows.map((r) => [String(r.id), Number(r.n)]))
}
