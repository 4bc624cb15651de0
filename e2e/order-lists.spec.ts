import type { Page } from '@playwright/test'
import { demo, login, snap } from './support'
import { expect, test } from './support/test'

// Order lists (product.md §2.10) against the demo data: orders in every status for demo.user's store
// BENGKEL SUMBER JAYA MOTOR (JKT01), and other stores in JKT01 and BDG01.
const BUYER_STORE = 'BENGKEL SUMBER JAYA MOTOR'

const rows = (page: Page) => page.locator('tbody tr[data-order-id]')
/** The n-th column's cells (1-based): 3 No. Transaksi, 5 Toko, 7 Status. */
const column = (page: Page, n: number) => page.locator(`tbody tr[data-order-id] td:nth-child(${n})`)

async function expectEvery(page: Page, n: number, text: string | RegExp): Promise<void> {
  await expect(rows(page).first()).toBeVisible()
  const values = await column(page, n).allTextContents()
  expect(values.length).toBeGreaterThan(0)
  for (const value of values) expect(value).toMatch(text)
}

test('staff filter a tab by store, reset, switch tab and copy an order number', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL })
  await login(page, demo.seller)
  await page.goto('/seller/pesanan/estimasi')
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Estimasi' })).toBeVisible()
  await expectEvery(page, 7, 'Estimasi')
  const allEstimates = await rows(page).count()

  await page.getByRole('button', { name: 'Filter', exact: true }).click()
  await page.getByLabel('Filter Toko').fill('sumber jaya')
  await expect(page).toHaveURL(/[?&]store=sumber\+jaya/)
  await expect(page.getByText('Toko: sumber jaya')).toBeVisible()
  await expect.poll(async () => (await column(page, 5).allTextContents()).every((t) => t === BUYER_STORE)).toBe(true)
  await snap(page, 'order-lists-seller-filtered')
  // a reload (or a shared link) keeps the filter
  await page.reload()
  await expect(page.getByText('Toko: sumber jaya')).toBeVisible()
  await expectEvery(page, 5, BUYER_STORE)

  await page.getByRole('button', { name: 'Reset semua' }).click()
  await expect(page).toHaveURL(/\/seller\/pesanan\/estimasi$/)
  await expect(page.getByText('Toko: sumber jaya')).toHaveCount(0)
  await expect(rows(page)).toHaveCount(allEstimates)

  await page.getByRole('tab', { name: /Diproses/ }).click()
  await expect(page).toHaveURL(/\/seller\/pesanan\/diproses$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Pesanan Diproses' })).toBeVisible()
  await expectEvery(page, 7, 'Diproses')

  const first = rows(page).first()
  const noTransaksi = (await first.locator('td').nth(2).textContent()) ?? ''
  await first.click({ button: 'right' })
  await page.getByRole('menuitem', { name: 'Salin No. Transaksi' }).click()
  await expect(page.getByText('No. Transaksi disalin')).toBeVisible()
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(noTransaksi)

  const id = await first.getAttribute('data-order-id')
  await first.click()
  await expect(page).toHaveURL(new RegExp(`/seller/pesanan/diproses/${id}$`))
})

test('a buyer sees only his store; staff of another branch do not see his orders', async ({ page, browser }) => {
  await login(page, demo.user)
  await page.goto('/user/pesanan/all')
  await expect(page.getByRole('link', { name: 'Buat Pesanan Baru' })).toHaveAttribute('href', '/user/pesanan')
  await expectEvery(page, 5, BUYER_STORE)
  // the status badge alone, not a Diproses order's fulfilment beside it (product.md §13.4)
  const statuses = new Set(
    await column(page, 7).evaluateAll((cells) => cells.map((cell) => cell.querySelector('.mantine-Badge-root')?.textContent)),
  )
  expect(statuses.size).toBe(5)
  const noTransaksi = (await column(page, 3).first().textContent()) ?? ''
  expect(noTransaksi).toMatch(/^DPO\/JKT01\//)

  await page.setViewportSize({ width: 390, height: 844 })
  await expect(page.getByTestId('order-card').first()).toContainText(BUYER_STORE)
  await snap(page, 'order-lists-buyer-phone')

  const other = await browser.newContext()
  const staff = await other.newPage()
  await login(staff, demo.seller2)
  await staff.goto('/seller/pesanan/all')
  await expect(rows(staff).first()).toBeVisible()
  expect(await column(staff, 3).allTextContents()).not.toContain(noTransaksi)
  await staff.getByLabel('Cari pesanan').fill(noTransaksi)
  await expect(staff).toHaveURL(/[?&]q=/)
  await expect(staff.getByText('Tidak ada data')).toBeVisible()
  await other.close()
})
