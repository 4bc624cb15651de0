import type { Page } from '@playwright/test'
import { demo, login, snap } from './support'
import { expect, test } from './support/test'

/**
 * Buyer of BENGKEL LANCAR JAYA (JKT01), used only by the clear-cart journey here: it empties its
 * cart, so no other journey should rely on that account's cart.
 */
const CLEAR_CART_ACCOUNT = 'bengkel.lancar'

interface ServerCartItem {
  product_id: number
  sto_id: string
  qty: number
  description: string | null
}

async function csrfHeader(page: Page): Promise<Record<string, string>> {
  const csrf = (await page.context().cookies()).find((c) => c.name === 'csrf')?.value ?? ''
  return { 'X-CSRF-Token': csrf }
}

async function serverCart(page: Page): Promise<ServerCartItem[]> {
  const res = await page.request.get('/api/cart')
  expect(res.ok()).toBe(true)
  return (await res.json()).items
}

/** Tops the signed-in buyer's cart up to `count` items through the API, 1 piece each. */
async function ensureCartItems(page: Page, count: number): Promise<void> {
  const have = new Set((await serverCart(page)).map((i) => i.product_id))
  if (have.size >= count) return
  const res = await page.request.get('/api/products?page_size=35')
  const products: { id: number }[] = (await res.json()).items
  const headers = await csrfHeader(page)
  for (const p of products.filter((p) => !have.has(p.id)).slice(0, count - have.size)) {
    const added = await page.request.post('/api/cart/items', { data: { product_id: p.id, qty: 1 }, headers })
    expect(added.ok()).toBe(true)
  }
}

/** The part number of the n-th cart line, from its checkbox label 'Pilih <part no>'. */
async function partNoOfLine(page: Page, n: number): Promise<string> {
  const label = await page.getByTestId('cart-line').nth(n).getByRole('checkbox').getAttribute('aria-label')
  return (label ?? '').replace(/^Pilih /, '')
}

/** One more piece of A and a note on B; resolves once the server holds both (400 ms sync). */
async function editQtyAndNote(page: Page, partA: string, partB: string, note: string): Promise<number> {
  const qtyA = page.getByLabel(`Qty ${partA}`, { exact: true })
  const wantedQty = Number(await qtyA.inputValue()) + 1
  await page.getByRole('button', { name: `Tambah qty ${partA}` }).click()
  await expect(qtyA).toHaveValue(String(wantedQty))
  await page.getByLabel(`Catatan ${partB}`).fill(note)
  await expect(page.getByText(`Maks 100 karakter · ${note.length}/100`)).toBeVisible()
  await expect
    .poll(async () => {
      const items = await serverCart(page)
      return [items.find((i) => i.sto_id === partA)?.qty, items.find((i) => i.sto_id === partB)?.description]
    })
    .toEqual([wantedQty, note])
  return wantedQty
}

interface EstimateLine {
  nomor_part: string
  qty_estimasi: number
  catatan_per_part_user: string | null
}

async function estimateOf(page: Page, orderId: number): Promise<{ note: string | null; lines: EstimateLine[] }> {
  const order = await (await page.request.get(`/api/orders/${orderId}`)).json()
  return { note: order.catatan_pesanan_user, lines: order.items }
}

test('a buyer edits the cart, previews and sends two items as an estimate', async ({ page }) => {
  await login(page, demo.user)
  await ensureCartItems(page, 2)
  await page.goto('/user/keranjang')
  await expect(page.getByTestId('cart-line').first()).toBeVisible()
  const partA = await partNoOfLine(page, 0)
  const partB = await partNoOfLine(page, 1)
  const noteB = 'Cek kemasan, e2e'
  const wantedQty = await editQtyAndNote(page, partA, partB, noteB)
  await page.reload()
  await expect(page.getByLabel(`Qty ${partA}`, { exact: true })).toHaveValue(String(wantedQty))
  await expect(page.getByLabel(`Catatan ${partB}`)).toHaveValue(noteB)

  await page.getByRole('checkbox', { name: `Pilih ${partA}` }).check()
  await page.getByRole('checkbox', { name: `Pilih ${partB}` }).check()
  await expect(page.getByTestId('selection-count')).toContainText('2 item dipilih')
  await expect(page.getByText('Sudah termasuk diskon toko Anda dan PPN.').first()).toBeVisible()
  await page.getByLabel('Catatan untuk pesanan').fill('Diambil sore, e2e')
  await snap(page, 'cart-desktop')

  await page.getByRole('button', { name: 'Kirim Estimasi', exact: true }).click()
  const preview = page.getByRole('dialog')
  await expect(preview.getByText('Pratinjau Estimasi')).toBeVisible()
  await expect(preview.getByText(partA, { exact: true })).toBeVisible()
  await expect(preview.getByText(partB, { exact: true })).toBeVisible()
  await expect(
    preview.getByText(
      'Harga sudah termasuk diskon toko Anda. PPN dihitung seperti faktur pajak; harga final dikunci saat cabang mengonfirmasi.',
    ),
  ).toBeVisible()
  await snap(page, 'cart-estimate-preview')
  await preview.getByRole('button', { name: 'Ya, Kirim Estimasi' }).click()

  await expect(page).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 10_000 })
  const estimate = await estimateOf(page, Number(new URL(page.url()).pathname.split('/').pop()))
  expect(estimate.note).toBe('Diambil sore, e2e')
  expect(estimate.lines.map((l) => l.nomor_part).sort()).toEqual([partA, partB].sort())
  expect(estimate.lines.find((l) => l.nomor_part === partA)?.qty_estimasi).toBe(wantedQty)
  expect(estimate.lines.find((l) => l.nomor_part === partB)?.catatan_per_part_user).toBe(noteB)

  // the two items left the cart, on the server and on screen
  const left = (await serverCart(page)).map((i) => i.sto_id)
  expect(left).not.toContain(partA)
  expect(left).not.toContain(partB)
  await page.goto('/user/keranjang')
  await expect(
    page
      .getByTestId('cart-line')
      .or(page.getByRole('link', { name: 'Mulai Belanja' }))
      .first(),
  ).toBeVisible()
  await expect(page.getByRole('checkbox', { name: `Pilih ${partA}` })).toHaveCount(0)
  await expect(page.getByRole('checkbox', { name: `Pilih ${partB}` })).toHaveCount(0)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a buyer removes one item with − at 1, then empties the cart', async ({ page }) => {
    await login(page, CLEAR_CART_ACCOUNT)
    await ensureCartItems(page, 3)
    await page.goto('/user/keranjang')
    await expect(page.getByTestId('cart-line')).toHaveCount(3)
    await snap(page, 'cart-phone')

    // − at quantity 1 asks to remove the item
    const part = await partNoOfLine(page, 0)
    await page.getByLabel(`Qty ${part}`, { exact: true }).fill('1')
    await page.getByRole('button', { name: `Kurangi qty ${part}` }).click()
    const ask = page.getByRole('dialog')
    await expect(ask.getByText('Hapus item dari keranjang?')).toBeVisible()
    await ask.getByRole('button', { name: 'Hapus' }).click()
    await expect(page.getByTestId('cart-line')).toHaveCount(2)
    await expect.poll(async () => (await serverCart(page)).length).toBe(2)

    await page.getByRole('button', { name: 'Kosongkan Keranjang' }).click()
    const confirm = page.getByRole('dialog')
    await expect(confirm.getByText('Kosongkan keranjang?')).toBeVisible()
    await confirm.getByRole('button', { name: 'Ya, kosongkan' }).click()
    await expect(page.getByText('Keranjang Anda masih kosong')).toBeVisible()
    await snap(page, 'cart-empty-phone')
    expect(await serverCart(page)).toEqual([])

    await page.reload()
    await expect(page.getByText('Keranjang Anda masih kosong')).toBeVisible()
    await page.getByRole('link', { name: 'Mulai Belanja' }).click()
    await expect(page).toHaveURL((url) => url.pathname === '/user/produk/all')
  })
})
