import { type APIRequestContext, expect, request } from '@playwright/test'
import { DEMO_PASSWORD, demo } from './accounts'

// What a journey needs prepared without clicking through it: staff calls made over HTTP with the
// same cookies and CSRF header the browser would send. Accounts a journey spoils (locked,
// deactivated, password changed) are made here, fresh on every attempt, so a retry starts clean.

async function csrfHeader(api: APIRequestContext): Promise<Record<string, string>> {
  const state = await api.storageState()
  const csrf = state.cookies.find((c) => c.name === 'csrf')?.value ?? ''
  return { 'X-CSRF-Token': csrf }
}

/** An API context signed in as `username` (staff by default). Dispose it when done. */
export async function staffApi(baseURL: string, username: string = demo.seller): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL })
  await api.get('/api/auth/csrf')
  const res = await api.post('/api/auth/login?scheme=scrypt', {
    data: { username, password: DEMO_PASSWORD },
    headers: await csrfHeader(api),
  })
  expect(res.status(), await res.text()).toBe(200)
  return api
}

/** A unique username of at most 20 characters, e.g. 'e2e.lock.k3x9q'. */
export function freshUsername(prefix: string): string {
  return `${prefix}.${Date.now().toString(36).slice(-5)}${Math.floor(Math.random() * 36).toString(36)}`.slice(0, 20)
}

/**
 * Creates a buyer of the staff member's first store with the demo password; answers his username
 * and id. Without `mobile` the account starts with none, as the profile journey needs.
 */
export async function createBuyer(
  api: APIRequestContext,
  prefix: string,
  mobile = '081234567890',
): Promise<{ username: string; id: number }> {
  const stores = await api.get('/api/seller/stores?limit=1')
  expect(stores.status()).toBe(200)
  const storeId = (await stores.json()).items[0].id as number
  const username = freshUsername(prefix)
  const res = await api.post('/api/seller/users?store=scrypt', {
    headers: await csrfHeader(api),
    multipart: {
      username,
      first_name: 'Uji',
      last_name: 'Coba',
      role: 'user',
      mobile,
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      store_id: String(storeId),
      is_salesman: '0',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  const body = await res.json()
  return { username: body.username as string, id: body.id as number }
}

export async function deactivateUser(api: APIRequestContext, id: number): Promise<void> {
  const res = await api.post(`/api/seller/users/${id}/deactivate`, { headers: await csrfHeader(api) })
  expect(res.status(), await res.text()).toBe(200)
}
