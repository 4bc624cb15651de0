// Rows and answers the management page tests share.

import type { UserDetail, UserListItem } from '#common/management.ts'
import type { FakeAnswer } from '#web/test-utils/render.tsx'

export function listUser(id: number, over: Partial<UserListItem> = {}): UserListItem {
  return {
    id,
    username: `user${id}`,
    name: `Nama ${id}`,
    role: 'user',
    mobile: '081234567890',
    store: 'TOKO MAJU',
    store_code: 'JKT001',
    created_at: `2026-01-${String(10 + (id % 18)).padStart(2, '0')}T03:00:00.000Z`,
    is_salesman: false,
    ibs_salesman_code: null,
    is_active: true,
    ...over,
  }
}

export function userDetail(id: number, over: Partial<UserDetail> = {}): UserDetail {
  return {
    ...listUser(id),
    first_name: 'Budi',
    last_name: 'Santoso',
    email: 'budi@contoh.co.id',
    address: null,
    landline: null,
    description: null,
    avatar_url: `/api/profile/photo/${id}.webp`,
    can_deactivate: true,
    events: [{ action: 'created', at: '2026-01-10T03:00:00.000Z', by: 'admin' }],
    ...over,
  }
}

export const userPage = (items: UserListItem[], next: string | null = null): FakeAnswer => ({
  status: 200,
  body: { items, next_cursor: next },
})
