import type { Page } from '@playwright/test'
import { demo, login, snap } from './support'
import { expect, test } from './support/test'

// Old part numbers in the demo data (server/seed/demo-data.ts): 1230A046 -> 1230A048, and
// 1770A017 -> 1770A066 -> 1770A121 where 1770A066 is still in the catalogue. demo.user2 (BDG01)
// keeps these journeys apart from the ones that count demo.user's cart.

async function estimateLines(page: Page) {
  const orderId = Number(new URL(page.url()).pathname.split('/').pop())
  const res = await page.request.get(`/api/orders/${orderId}`)
  expect(res.ok()).toBe(true)
  const order = (await res.json()) as { items: Array<{ nomor_part: string; qty_estimasi: number }> }
  return Object.fromEntries(order.items.map((l) => [l.nomor_part, l.qty_estimasi]))
}

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Cari Part No / Nama…')
  await box.fill(text)
  await box.press('Enter')
  await expect(page).toHaveURL((url) => url.pathname === '/user/produk/all' && url.searchParams.get('q') === text)
}

const cartAdded = (page: Page) =>
  page.waitForResponse((res) => res.request().method() === 'POST' && new URL(res.url()).pathname === '/api/cart/items')

test('a buyer searches an old number, finds its replacement first and orders it', async ({ page }) => {
  test.setTimeout(60_000)
  await login(page, demo.user2)
  await search(page, '1230A046')
  const first = page.getByRole('article').first()
  await expect(first).toHaveAttribute('aria-label', '1230A048')
  await expect(first.getByText('Pengganti 1230A046')).toBeVisible()
  await snap(page, 'supersession-search-desktop')

  await first.getByLabel('Jumlah 1230A048', { exact: true }).fill('2')
  const added = cartAdded(page)
  await first.getByRole('button', { name: 'Tambah 1230A048 ke keranjang' }).click()
  expect((await added).ok()).toBe(true)

  // the middle of a chain is still sold: its card says what replaced it, and adding it adds that
  await search(page, '1770A066')
  const cards = page.getByRole('article')
  await expect(cards.first()).toHaveAttribute('aria-label', '1770A121')
  const old = page.getByRole('article', { name: '1770A066', exact: true })
  await expect(old.getByText('Diganti dengan 1770A121')).toBeVisible()
  await old.getByLabel('Jumlah 1770A066', { exact: true }).fill('1')
  await old.getByRole('button', { name: 'Tambah 1770A066 ke keranjang' }).click()
  await expect(page.getByText('1770A066 sudah diganti: 1770A121 ditambahkan ke keranjang')).toBeVisible()

  await page.goto('/user/keranjang')
  await page.getByRole('checkbox', { name: 'Pilih 1230A048', exact: true }).check()
  await page.getByRole('checkbox', { name: 'Pilih 1770A121', exact: true }).check()
  await expect(page.getByRole('checkbox', { name: 'Pilih 1770A066', exact: true })).toHaveCount(0)
  await page.getByRole('button', { name: 'Kirim Estimasi', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, Kirim Estimasi' }).click()
  await expect(page).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 10_000 })
  expect(await estimateLines(page)).toMatchObject({ '1230A048': 2, '1770A121': 1 })
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('an import with an old number warns, merges it with the current line and orders the current part', async ({ page }) => {
    await login(page, demo.user2)
    await page.goto('/user/pesanan/import')
    await page.getByRole('tab', { name: 'Tempel Teks' }).click()
    await page.getByLabel('Tempel dari WhatsApp/Excel').fill('1230A046 2\n1230A048 1 untuk servis\n')
    await page.getByRole('button', { name: 'Periksa Teks' }).click()
    await expect(page.getByTestId('unique-used')).toHaveText('1 / 50', { timeout: 10_000 })
    await expect(page.getByTestId('import-warnings')).toContainText('Peringatan 1230A046: diganti dengan 1230A048')
    await expect(page.getByTestId('import-row').nth(1).getByText('Digabung')).toBeVisible()
    await snap(page, 'supersession-import-phone')
    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 10_000 })
    expect(await estimateLines(page)).toEqual({ '1230A048': 3 })
  })
})
