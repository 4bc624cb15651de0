import type { Browser, Page } from '@playwright/test'
import { demo, login, newContextAs, snap } from './support'
import { expect, test } from './support/test'

// The first hour at the counter and in the workshop: a clerk revises a line on a phone and its
// status follows the new quantity; the buyer reads the clerk's note on the card, reviews before
// ordering, and toasts stay clear of the app bar; a word in the search box finds names too.

interface Part {
  id: number
  partNo: string
  stock: number
}

async function csrf(page: Page): Promise<Record<string, string>> {
  return { 'X-CSRF-Token': (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? '' }
}

/** Two demo parts of the first catalogue page: one with 2 or more in stock, one with 1 to 5. */
async function twoParts(page: Page): Promise<[Part, Part]> {
  const products: Array<{ id: number; sto_id: string }> = (await (await page.request.get('/api/products?page_size=35')).json())
    .items
  const res = await page.request.post('/api/osc/qty', {
    data: { sto_ids: products.map((p) => p.sto_id) },
    headers: await csrf(page),
  })
  const stock: Record<string, number> = await res.json()
  const withStock = products.map((p) => ({ id: p.id, partNo: p.sto_id, stock: stock[p.sto_id.toUpperCase()] ?? 0 }))
  const plenty = withStock.find((p) => p.stock >= 2)
  const few = withStock.find((p) => p.stock >= 1 && p.stock <= 5 && p.id !== plenty?.id)
  if (!plenty || !few) throw new Error('no demo parts with the stock this journey needs')
  return [plenty, few]
}

async function estimateOf(page: Page, lines: Array<{ part: Part; qty: number }>): Promise<number> {
  const headers = await csrf(page)
  for (const { part, qty } of lines) {
    await page.request.delete(`/api/cart/items/${part.id}`, { headers })
    expect((await page.request.post('/api/cart/items', { data: { product_id: part.id, qty }, headers })).ok()).toBe(true)
  }
  const res = await page.request.post('/api/cart/checkout', {
    data: { product_ids: lines.map((l) => l.part.id), note_user: 'Jam pertama' },
    headers,
  })
  expect(res.ok()).toBe(true)
  return (await res.json()).order_id
}

async function phoneAs(browser: Browser, username: string) {
  const session = await newContextAs(browser, username)
  await session.page.setViewportSize({ width: 390, height: 844 })
  return session
}

test('on phones: a revised line gets its status again, the buyer reads the note and reviews before ordering', async ({
  browser,
}) => {
  const buyer = await phoneAs(browser, demo.user)
  const seller = await phoneAs(browser, demo.seller)
  try {
    const [plenty, few] = await twoParts(buyer.page)
    const id = await estimateOf(buyer.page, [
      { part: plenty, qty: 1 },
      { part: few, qty: few.stock + 2 },
    ])

    // the clerk asks the whole estimate of the short part, then revises it to 0 in the warning
    const s = seller.page
    await s.goto(`/seller/pesanan/estimasi/${id}`)
    await expect(s.getByText('Memuat Data Ketersediaan (OSC)')).toBeHidden({ timeout: 30_000 })
    await s.getByRole('button', { name: new RegExp(`^${few.partNo}\\b`) }).click()
    const sheet = s.getByRole('dialog')
    await sheet.getByLabel(`Qty Konfirmasi ${few.partNo}`, { exact: true }).fill(String(few.stock + 2))
    await expect(sheet.locator(`input[aria-label="Status ${few.partNo}"]`)).toHaveValue('Ada')
    await sheet.getByLabel(`Catatan staff ${few.partNo}`).fill('Kosong, datang minggu depan')
    await sheet.getByRole('button', { name: 'Selesai' }).click()
    await s.getByRole('button', { name: 'Kirim Konfirmasi' }).click()
    const warning = s.getByRole('dialog')
    await warning.getByLabel(`Revisi Qty Konfirmasi ${few.partNo}`).fill('0')
    await warning.getByRole('button', { name: 'Revisi & Kirim' }).click()
    await expect(s).toHaveURL(`/seller/pesanan/konfirmasi/${id}`, { timeout: 15_000 })
    const detail = await (await s.request.get(`/api/orders/${id}`)).json()
    const shortLine = detail.items.find((i: { nomor_part: string }) => i.nomor_part === few.partNo)
    expect([shortLine.qty_confirmed, shortLine.status_part_code]).toEqual([0, 'kosong'])

    // the staff's list cards say who made each order
    await s.goto('/seller/pesanan/all')
    await expect(s.getByTestId('order-card').first()).toContainText('Dibuat Oleh:')

    // on the phone too a word offers the name search
    const b = buyer.page
    await b.goto('/user/produk/all')
    await b.getByLabel('Cari produk').fill('brake')
    await expect(b.getByRole('button', { name: 'Cari di Nama juga' })).toBeVisible({ timeout: 15_000 })
    await snap(b, 'catalogue-name-hint-phone')

    // the buyer reads the note on the card, then reviews before ordering
    await b.goto(`/user/pesanan/konfirmasi/${id}`)
    await expect(b.getByRole('button', { name: new RegExp(`^${few.partNo}\\b`) })).toContainText(
      'Catatan staff: Kosong, datang minggu depan',
    )
    await b.getByRole('button', { name: 'Lanjut Pesan' }).click()
    const review = b.getByRole('dialog', { name: 'Periksa pesanan' })
    await expect(review.getByText(`Tidak dipesan (Qty Dipesan 0): ${few.partNo}`)).toBeVisible()
    const order = await review.getByRole('button', { name: 'Pesan Sekarang' }).boundingBox()
    const back = await review.getByRole('button', { name: 'Kembali' }).boundingBox()
    // one above the other, the order button first and as wide as the screen allows
    expect(order && back && order.y + order.height <= back.y).toBe(true)
    expect(order?.width ?? 0).toBeGreaterThan(300)
    await snap(b, 'order-review-phone')
    await review.getByRole('button', { name: 'Pesan Sekarang' }).click()
    const toast = b.getByText('Pesanan dilanjutkan. Status: Dipesan')
    await expect(toast).toBeVisible()
    // toasts open at the bottom of a phone, far from the menu and the cart badge
    expect((await toast.boundingBox())?.y ?? 0).toBeGreaterThan(844 / 2)
    await expect(b).toHaveURL(`/user/pesanan/po/${id}`, { timeout: 15_000 })
  } finally {
    await buyer.context.close()
    await seller.context.close()
  }
})

test('at a desk: a word finds names with one tap, and Enter in a card quantity adds it', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await login(page, demo.user)
  await page.goto('/user/produk/all')
  await page.getByLabel('Cari produk').fill('brake')
  await expect(
    page.getByText(/^Tidak ada Part No yang cocok dengan "brake", tetapi \d+ produk cocok dengan namanya\.$/),
  ).toBeVisible({
    timeout: 15_000,
  })
  await snap(page, 'catalogue-name-hint-desk')
  await page.getByRole('button', { name: 'Cari di Nama juga' }).click()
  const firstQty = page.getByLabel(/^Jumlah /).first()
  await expect(firstQty).toBeVisible()
  // Enter in a card's quantity puts it in the cart: the cart link counts it
  const cartLink = page.getByRole('link', { name: /^Keranjang/ })
  const before = await cartLink.getAttribute('aria-label')
  await firstQty.fill('2')
  await firstQty.press('Enter')
  await expect(cartLink).not.toHaveAttribute('aria-label', before ?? '', { timeout: 10_000 })
})

test('at a desk: a contradicting status is marked, and the toast that says so sits under the app bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await login(page, demo.seller)
  await page.goto('/seller/pesanan/estimasi')
  await page
    .locator('main')
    .getByRole('link', { name: /^DPO\// })
    .first()
    .click()
  await expect(page.getByText('Memuat Data Ketersediaan (OSC)')).toBeHidden({ timeout: 30_000 })
  const partNo = (await page.getByTestId('order-line').first().getAttribute('data-part')) ?? ''
  // lines sort by stock once it is in: the line is found by its part, not by its place
  const first = page.locator(`[data-testid="order-line"][data-part="${partNo}"]`)
  await page.getByLabel(`Qty Konfirmasi ${partNo}`, { exact: true }).fill('0')
  await page.locator(`input[aria-label="Status ${partNo}"]`).click()
  await page.getByRole('option', { name: 'Ada', exact: true }).click()
  await expect(first.getByText('Ada tetapi qty konfirmasi 0')).toBeVisible()
  await page.getByRole('button', { name: 'Kirim Konfirmasi' }).click()
  const toast = page.locator('.mantine-Notification-root').filter({ hasText: 'Status tidak sesuai qty konfirmasi' })
  await expect(toast).toBeVisible()
  const header = await page.locator('header').boundingBox()
  const box = await toast.boundingBox()
  expect(box && header && box.y >= header.y + header.height).toBe(true)
  await snap(page, 'confirmation-status-mismatch-desk')
  // nothing was sent: the order is still an estimate
  await expect(page.getByTestId('order-status')).toContainText('Estimasi')
})
