import type { Page } from '@playwright/test'
import { createEstimate, csrfHeader, demo, login, newContextAs, pickParts } from './support'
import { expect, test } from './support/test'

// One answer per click: a quick double click on 'Kirim Konfirmasi' (staff) and on 'Ya, Kirim
// Estimasi' (the buyer's cart) sends one request and says one thing; before, the second request met
// the order or the cart already moved on and a false 'Gagal …' stood beside the success. BDG01's
// accounts keep this journey apart from the ones that count demo.user's cart.

/** Counts the requests the page sends to a path. */
function countPosts(page: Page, path: RegExp): { count(): number } {
  let sent = 0
  page.on('request', (r) => {
    if (r.method() === 'POST' && path.test(new URL(r.url()).pathname)) sent += 1
  })
  return { count: () => sent }
}

test.use({ viewport: { width: 1280, height: 800 } })

test("a double click on 'Kirim Konfirmasi' confirms once and says so once", async ({ browser, page: buyer }) => {
  test.setTimeout(90_000)
  await login(buyer, demo.user2)
  const [part] = await pickParts(buyer, [(s) => s >= 1 && s <= 990])
  const id = await createEstimate(buyer, [{ part, qty: 1 }])
  const staff = await newContextAs(browser, demo.seller2)
  try {
    const seller = staff.page
    const kirim = countPosts(seller, /\/actions\/kirim-konfirmasi$/)
    await seller.goto(`/seller/pesanan/estimasi/${id}`)
    await expect(seller.getByText('Memuat Data Ketersediaan (OSC)')).toBeHidden({ timeout: 30_000 })
    await seller.getByRole('button', { name: 'Kirim Konfirmasi' }).dblclick()
    await expect(seller.getByTestId('order-status')).toContainText('Konfirmasi', { timeout: 15_000 })
    await expect(seller.getByText('Konfirmasi terkirim ke pembeli')).toHaveCount(1)
    // a second answer would have come by now
    await seller.waitForTimeout(1_000)
    expect(kirim.count()).toBe(1)
    await expect(seller.getByText(/^Gagal/)).toHaveCount(0)
    await expect(seller.getByText('Konfirmasi terkirim ke pembeli')).toHaveCount(1)
  } finally {
    await staff.context.close()
  }
})

test("a double click on 'Ya, Kirim Estimasi' makes one estimate and opens it", async ({ page }) => {
  test.setTimeout(60_000)
  await login(page, demo.user2)
  const [part] = await pickParts(page, [(s) => s >= 1 && s <= 990])
  const checkout = countPosts(page, /^\/api\/cart\/checkout$/)
  const headers = await csrfHeader(page)
  await page.request.delete(`/api/cart/items/${part.id}`, { headers })
  expect((await page.request.post('/api/cart/items', { data: { product_id: part.id, qty: 1 }, headers })).ok()).toBe(true)
  await page.goto('/user/keranjang')
  await page.getByRole('checkbox', { name: `Pilih ${part.partNo}` }).check()
  await page.getByRole('button', { name: 'Kirim Estimasi' }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, Kirim Estimasi' }).dblclick()
  await expect(page).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 15_000 })
  await page.waitForTimeout(1_000)
  expect(checkout.count()).toBe(1)
  await expect(page.getByText(/^Gagal/)).toHaveCount(0)
  await expect(page.getByText(/^Estimasi .* berhasil dibuat$/)).toHaveCount(1)
})
