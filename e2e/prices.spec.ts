import type { APIRequestContext, Page } from '@playwright/test'
import { orderTotals } from '../common/order-totals'
import { DEMO_PASSWORD, demo, freshUsername, login, newContextAs, staffApi } from './support'
import { expect, test } from './support/test'

// What the workshop pays (docs/product.md §10.10–§10.12), end to end: head office loads a price
// file and sets the PPN and the branch's extra-discount cap; the buyer sees 'Harga Anda' in the
// catalogue, the cart and the estimate; staff confirm with an extra discount; the buyer sees DPP,
// PPN and Total, orders, and prints the same figures with his NPWP. A store of its own keeps its
// prices and its NPWP out of every other journey.

test.use({ viewport: { width: 1280, height: 800 } })

const NPWP = '012345678901000'
const rupiah = (n: number) => `Rp. ${n.toLocaleString('id-ID')}`

async function csrf(api: APIRequestContext): Promise<Record<string, string>> {
  const state = await api.storageState()
  return { 'X-CSRF-Token': state.cookies.find((c) => c.name === 'csrf')?.value ?? '' }
}

/** A store of JKT01 with its NPWP and address, its buyer, and a part in stock at a round list price. */
async function prepare(baseURL: string) {
  const api = await staffApi(baseURL, demo.seller)
  const code = `E2EH${Date.now().toString(36).slice(-6).toUpperCase()}`
  const made = await api.post('/api/seller/stores', {
    headers: await csrf(api),
    data: {
      ibs_cust_code: code,
      name: 'BENGKEL HARGA UJI',
      description: '',
      npwp: NPWP,
      address: 'Jl. Uji Harga No. 1, Jakarta',
    },
  })
  expect(made.status(), await made.text()).toBe(201)
  const storeId = (await made.json()).id as number
  const username = freshUsername('e2e.harga')
  const user = await api.post('/api/seller/users?store=scrypt', {
    headers: await csrf(api),
    multipart: {
      username,
      first_name: 'Uji',
      last_name: 'Harga',
      role: 'user',
      mobile: '081234567890',
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      store_id: String(storeId),
      is_salesman: '0',
    },
  })
  expect(user.status(), await user.text()).toBe(201)
  const listed: Array<{ id: number; sto_id: string; price: number; superseded_by: string | null }> = (
    await (await api.get('/api/products?page_size=50&order_by=sto_id&order_dir=asc')).json()
  ).items
  const stock: Record<string, number> = await (
    await api.post('/api/osc/qty', { data: { sto_ids: listed.map((p) => p.sto_id) }, headers: await csrf(api) })
  ).json()
  const part = listed.find((p) => p.superseded_by === null && (stock[p.sto_id] ?? 0) >= 3 && p.price >= 10_000)
  if (!part) throw new Error('no demo part in stock for this journey')
  await api.dispose()
  return { code, username: username.toLowerCase(), part }
}

async function headOfficeSetsPrices(page: Page, code: string, partNo: string) {
  await login(page, demo.admin)
  await page.goto('/admin/feeds')
  const card = page.locator('[data-feed-kind="harga"]')
  const file = `scope,code,part_no,discount_percent\ntoko,${code},${partNo},12.5\n`
  await card
    .locator('input[type="file"]')
    .setInputFiles({ name: 'harga-e2e.csv', mimeType: 'text/csv', buffer: Buffer.from(file) })
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/feeds/harga') && r.request().method() === 'POST')
  await card.getByRole('button', { name: 'Unggah' }).click()
  const job = await (await uploaded).json()
  await expect(card.locator(`[data-job-id="${job.id}"]`)).toHaveAttribute('data-job-state', 'selesai', { timeout: 30_000 })

  // the PPN of a day still ahead (today's figures stay as the law has them), and the branch's cap
  await page.goto('/admin/pengaturan')
  await page.getByRole('button', { name: 'Tambah pengaturan PPN' }).click()
  const tax = page.getByRole('dialog')
  const day = String(1 + (Date.now() % 28)).padStart(2, '0')
  await tax.getByLabel('Berlaku mulai').fill(`${day}/01/2031`)
  await tax.getByLabel(/^Tarif PPN/).fill('12')
  await tax.getByLabel(/^DPP pembilang/).fill('11')
  await tax.getByLabel(/^DPP penyebut/).fill('12')
  await tax.getByRole('button', { name: 'Simpan' }).click()
  await expect(tax).toBeHidden()
  await expect(page.getByRole('row', { name: new RegExp(`^${day} Jan 2031 12% 11/12`) })).toBeVisible()
  await page.getByRole('button', { name: 'Ubah harga cabang JKT01' }).click()
  const branch = page.getByRole('dialog')
  await branch.getByLabel('Maks. diskon tambahan (%)').fill('15')
  await branch.getByRole('button', { name: 'Simpan' }).click()
  await expect(branch).toBeHidden()
  await expect(page.getByRole('row', { name: /^JKT01 .* 7 15 / })).toBeVisible()
}

test('head office loads prices, the buyer sees his own, staff add a discount, the buyer orders and prints with PPN', async ({
  browser,
  page,
  baseURL,
}) => {
  test.setTimeout(180_000)
  const { code, username, part } = await prepare(baseURL as string)
  await headOfficeSetsPrices(page, code, part.sto_id)
  const own = Math.round(part.price * 0.875)

  // ── the buyer: 'Harga Anda' on the card, in the cart and in the estimate ──
  const buyer = await newContextAs(browser, username)
  try {
    const b = buyer.page
    await b.goto('/user/produk/all')
    const box = b.getByPlaceholder('Cari Part No / Nama…')
    await box.fill(part.sto_id)
    await box.press('Enter')
    const price = b.getByRole('article', { name: part.sto_id, exact: true }).getByTestId('card-price')
    await expect(price).toContainText('Harga Anda')
    await expect(price).toContainText(rupiah(own))
    await expect(price.getByTestId('list-price')).toContainText(rupiah(part.price))
    await expect(price.getByTestId('discount')).toContainText('12,5%')
    const added = await b.request.post('/api/cart/items', {
      data: { product_id: part.id, qty: 3 },
      headers: { 'X-CSRF-Token': (await b.context().cookies()).find((c) => c.name === 'csrf')?.value ?? '' },
    })
    expect(added.ok()).toBe(true)
    await b.goto('/user/keranjang')
    const line = b.getByTestId('cart-line').filter({ hasText: part.sto_id })
    await expect(line).toContainText(rupiah(own))
    await b.getByRole('checkbox', { name: `Pilih ${part.sto_id}` }).check()
    await b.getByRole('button', { name: 'Kirim Estimasi', exact: true }).click()
    const preview = b.getByRole('dialog')
    const expected = orderTotals([{ price: own, price_list: part.price, qty: 3 }], {
      ppn_rate_bp: 1200,
      dpp_numerator: 11,
      dpp_denominator: 12,
    })
    await expect(preview).toContainText(rupiah(expected.ppn))
    await expect(preview).toContainText(rupiah(expected.total))
    await preview.getByRole('button', { name: 'Ya, Kirim Estimasi' }).click()
    await expect(b).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 10_000 })
    const id = Number(new URL(b.url()).pathname.split('/').pop())

    // ── staff confirm with 5 % more off the line ──
    const staff = await newContextAs(browser, demo.seller)
    try {
      const s = staff.page
      await s.goto(`/seller/pesanan/estimasi/${id}`)
      await expect(s.getByText('Memuat Data Ketersediaan (OSC)')).toBeHidden({ timeout: 30_000 })
      await s.getByLabel(`Qty Konfirmasi ${part.sto_id}`, { exact: true }).fill('3')
      await s.getByLabel(`Diskon tambahan (%) ${part.sto_id}`).fill('5')
      await s.getByRole('button', { name: 'Kirim Konfirmasi' }).click()
      await expect(s).toHaveURL(new RegExp(`/seller/pesanan/konfirmasi/${id}$`), { timeout: 15_000 })
    } finally {
      await staff.context.close()
    }

    // ── the buyer sees DPP, PPN and Total as the server froze them, orders, and prints ──
    const net = Math.round(own * 0.95)
    const frozen = orderTotals([{ price: net, price_list: part.price, qty: 3 }], {
      ppn_rate_bp: 1200,
      dpp_numerator: 11,
      dpp_denominator: 12,
    })
    const detail = await (await b.request.get(`/api/orders/${id}`)).json()
    expect(detail.totals).toEqual(frozen)
    await b.goto(`/user/pesanan/konfirmasi/${id}`)
    const totals = b.getByTestId('order-totals')
    for (const figure of [frozen.dpp, frozen.ppn, frozen.total]) await expect(totals).toContainText(rupiah(figure))
    await b.getByRole('button', { name: 'Lanjut Pesan' }).click()
    await b.getByRole('dialog', { name: 'Periksa pesanan' }).getByRole('button', { name: 'Pesan Sekarang' }).click()
    await expect(b).toHaveURL(new RegExp(`/user/pesanan/po/${id}$`), { timeout: 15_000 })
    await b.evaluate(() => window.dispatchEvent(new Event('beforeprint')))
    const paper = b.getByTestId('print-document')
    await expect(paper).toContainText('BENGKEL HARGA UJI')
    await expect(paper).toContainText('01.234.567.8-901.000')
    await expect(paper).toContainText('Jl. Uji Harga No. 1, Jakarta')
    for (const figure of [frozen.dpp, frozen.ppn, frozen.total]) await expect(paper).toContainText(rupiah(figure))
  } finally {
    await buyer.context.close()
  }
})
