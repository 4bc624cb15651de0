import type { Page } from '@playwright/test'
import { createBuyer, deactivateUser, login, staffApi } from './support'
import { expect, test } from './support/test'

// An open tab listens to the live order stream (docs/product.md §10.5); when its session ends
// elsewhere, the stream ends with it and the tab goes to sign in by itself, without a click.

/** Signs in and waits until the tab's live stream is open. */
async function signedInWithStream(page: Page, username: string): Promise<void> {
  const streamOpen = page.waitForResponse((res) => res.url().endsWith('/api/events') && res.status() === 200)
  await login(page, username)
  await streamOpen
}

test('a buyer deactivated while his tab is open is sent to sign in at once', async ({ page, baseURL }) => {
  const staff = await staffApi(baseURL as string)
  const buyer = await createBuyer(staff, 'live')
  await signedInWithStream(page, buyer.username)
  await expect(page).toHaveURL(/\/user\/produk/)

  await deactivateUser(staff, buyer.id)
  await staff.dispose()
  await expect(page).toHaveURL(/\/login/, { timeout: 4_000 })
})

test('signing out in one tab sends the other open tab to sign in', async ({ page, baseURL }) => {
  const staff = await staffApi(baseURL as string)
  const buyer = await createBuyer(staff, 'keluar2')
  await staff.dispose()
  await signedInWithStream(page, buyer.username)
  const other = await page.context().newPage()
  await other.goto('/user/produk')
  await expect(other).toHaveURL(/\/user\/produk/)

  // the same browser signs out from its other tab, through the API as the 'Keluar' button does
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? ''
  const res = await other.request.post('/api/auth/logout', { headers: { 'X-CSRF-Token': csrf } })
  expect(res.status()).toBe(200)
  await expect(page).toHaveURL(/\/login/, { timeout: 4_000 })
})
