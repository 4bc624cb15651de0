import type { Page } from '@playwright/test'
import { demo, login } from './support'
import { expect, test } from './support/test'

// The catalogue's bulk bar with a part and the number it replaced (demo data: MZ320001 is
// 'Diganti dengan MZ320026'): 4 typed on MZ320026 and 3 on MZ320001 are 7 of MZ320026 in the
// cart, at a desk and on a phone (docs/product.md §2.6, §10.6). The journeys count what they add
// to what demo.user2's cart held before, so other journeys' lines do not matter.

async function qtyOnServer(page: Page, partNo: string): Promise<number> {
  const res = await page.request.get('/api/cart')
  expect(res.ok()).toBe(true)
  const cart = (await res.json()) as { items: Array<{ sto_id: string; qty: number }> }
  return cart.items.find((i) => i.sto_id === partNo)?.qty ?? 0
}

async function addBothThroughTheBulkBar(page: Page) {
  await login(page, demo.user2)
  const before = await qtyOnServer(page, 'MZ320026')
  await page.goto('/user/produk/all')
  const box = page.getByPlaceholder('Cari Part No / Nama…')
  await box.fill('MZ3200')
  await box.press('Enter')
  const current = page.getByRole('article', { name: 'MZ320026', exact: true })
  const replaced = page.getByRole('article', { name: 'MZ320001', exact: true })
  await expect(replaced.getByText('Diganti dengan MZ320026')).toBeVisible({ timeout: 10_000 })
  await current.getByLabel('Jumlah MZ320026', { exact: true }).fill('4')
  await replaced.getByLabel('Jumlah MZ320001', { exact: true }).fill('3')
  await page.getByRole('button', { name: '+ Keranjang (2)' }).click()
  // both inputs taken: the bar leaves
  await expect(page.getByRole('region', { name: 'Tambah sekaligus' })).toHaveCount(0, { timeout: 10_000 })

  await page.goto('/user/keranjang')
  await expect(page.getByLabel('Qty MZ320026', { exact: true })).toHaveValue(String(before + 7), { timeout: 10_000 })
  await expect(page.getByRole('checkbox', { name: 'Pilih MZ320001', exact: true })).toHaveCount(0)
  // what the server holds, after every change had time to be sent, and a fresh load shows the same
  await page.waitForTimeout(1_500)
  expect(await qtyOnServer(page, 'MZ320026')).toBe(before + 7)
  await page.reload()
  await expect(page.getByLabel('Qty MZ320026', { exact: true })).toHaveValue(String(before + 7), { timeout: 10_000 })
}

test('at a desk, 4 of a part and 3 of the number it replaced are 7 in the cart', async ({ page }) => {
  test.setTimeout(60_000)
  await addBothThroughTheBulkBar(page)
})

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

  test('4 of a part and 3 of the number it replaced are 7 in the cart', async ({ page }) => {
    test.setTimeout(60_000)
    await addBothThroughTheBulkBar(page)
  })
})
