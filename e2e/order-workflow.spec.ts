import { readFile } from 'node:fs/promises'
import type { BrowserContext, Page } from '@playwright/test'
import { createEstimate, csrfHeader, demo, login, newContextAs, type Part, pickParts, snap } from './support'
import { expect, test } from './support/test'

// The order workflow across two people (product.md §1, the order flow; §2.11, §4.2): a buyer's estimate, staff
// confirmation against OSC stock with the conflict dialog, the buyer ordering, the export file;
// and a buyer cancelling at Konfirmasi on a phone. Each side sees the other's step without reloading.

const statusOf = (page: Page) => page.getByTestId('order-status')
const line = (page: Page, part: Part) => page.locator(`[data-testid="order-line"][data-part="${part.partNo}"]`)

/** A line's cell under the column titled `title`, wherever the table puts it. */
async function cellUnder(page: Page, part: Part, title: string) {
  // the table first: allTextContents() does not wait for it
  await expect(page.getByTestId('order-lines').getByRole('columnheader', { name: title, exact: true })).toBeVisible()
  const titles = await page.getByTestId('order-lines').getByRole('columnheader').allTextContents()
  const index = titles.findIndex((t) => t.trim() === title)
  expect(index, `column ${title}`).toBeGreaterThanOrEqual(0)
  return line(page, part).getByRole('cell').nth(index)
}

async function expectAt(page: Page, path: string, status: string) {
  await expect(page).toHaveURL(path, { timeout: 15_000 })
  await expect(statusOf(page)).toContainText(status, { timeout: 15_000 })
}

async function sellerConfirmsWithRevision(seller: Page, id: number, a: Part, b: Part) {
  await seller.goto(`/seller/pesanan/estimasi/${id}`)
  await expect(seller.getByText('Memuat Data Ketersediaan (OSC)')).toBeHidden({ timeout: 30_000 })
  await expect(await cellUnder(seller, a, 'Qty OSC')).toHaveText(String(a.stock))
  await expect(await cellUnder(seller, b, 'Qty OSC')).toHaveText(String(b.stock))
  const order = await seller.getByTestId('order-line').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-part')))
  expect(order).toEqual([a, b].sort((x, y) => y.stock - x.stock).map((p) => p.partNo))
  await expect(seller.getByLabel(`Qty Konfirmasi ${a.partNo}`, { exact: true })).toHaveValue(String(a.stock))
  await expect(seller.locator(`input[aria-label="Status ${a.partNo}"]`)).toHaveValue('Sebagian')
  await expect(seller.locator(`input[aria-label="Status ${b.partNo}"]`)).toHaveValue('Ada')
  await snap(seller, 'order-detail-seller-estimasi')

  await seller.getByLabel(`Qty Konfirmasi ${b.partNo}`, { exact: true }).fill(String(b.stock + 1))
  await seller.getByLabel('Catatan Staff', { exact: true }).fill('Sisa inden, e2e')
  await seller.getByRole('button', { name: 'Kirim Konfirmasi' }).click()
  const dialog = seller.getByRole('dialog')
  await expect(dialog.getByText('Beberapa qty melebihi ketersediaan OSC')).toBeVisible()
  await expect(dialog.getByText('Silakan revisi atau lanjutkan apa adanya')).toBeVisible()
  await expect(dialog.getByRole('cell', { name: b.partNo })).toBeVisible()
  await expect(dialog.getByRole('cell', { name: a.partNo })).toHaveCount(0)
  await dialog.getByLabel(`Revisi Qty Konfirmasi ${b.partNo}`).fill(String(b.stock))
  await snap(seller, 'order-detail-conflict-dialog')
  await dialog.getByRole('button', { name: 'Revisi & Kirim' }).click()
  await expectAt(seller, `/seller/pesanan/konfirmasi/${id}`, 'Konfirmasi')
}

async function exportLines(seller: Page, label: string): Promise<{ name: string; lines: string[] }> {
  const downloading = seller.waitForEvent('download')
  await seller.getByRole('button', { name: label }).click()
  const download = await downloading
  const text = await readFile((await download.path()) as string, 'utf8')
  return { name: download.suggestedFilename(), lines: text.split('\r\n').filter(Boolean).sort() }
}

test('buyer estimate, staff confirmation with an OSC conflict, order and export, live on both sides', async ({
  browser,
  page: buyer,
}) => {
  test.setTimeout(150_000)
  await login(buyer, demo.user)
  const [a, b] = await pickParts(buyer, [(s) => s >= 2 && s <= 990, (s) => s >= 1 && s <= 990])
  const id = await createEstimate(buyer, [
    { part: a, qty: a.stock + 2 },
    { part: b, qty: b.stock },
  ])
  // the buyer keeps the order open while staff work on it
  await buyer.goto(`/user/pesanan/estimasi/${id}`)
  await expect(statusOf(buyer)).toContainText('Estimasi')
  await expect(buyer.getByRole('columnheader', { name: 'Qty OSC' })).toHaveCount(0)

  const { context: staffContext, page: seller } = await newContextAs(browser, demo.seller)
  try {
    await sellerConfirmsWithRevision(seller, id, a, b)

    await expectAt(buyer, `/user/pesanan/konfirmasi/${id}`, 'Konfirmasi')
    await expect(buyer.getByText('Sisa inden, e2e')).toBeVisible()
    const orderedA = buyer.getByLabel(`Qty Dipesan ${a.partNo}`)
    await expect(orderedA).toHaveValue(String(a.stock))
    await orderedA.fill(String(a.stock + 5))
    await expect(orderedA).toHaveValue(String(a.stock))
    await orderedA.fill(String(a.stock - 1))
    await buyer.getByRole('button', { name: 'Lanjut Pesan' }).click()
    await buyer.getByRole('dialog', { name: 'Periksa pesanan' }).getByRole('button', { name: 'Pesan Sekarang' }).click()
    await expectAt(buyer, `/user/pesanan/po/${id}`, 'Dipesan')

    await expectAt(seller, `/seller/pesanan/po/${id}`, 'Dipesan')
    const detail = await (await seller.request.get(`/api/orders/${id}`)).json()
    const nameOf = (p: Part) => detail.items.find((i: { nomor_part: string }) => i.nomor_part === p.partNo).nama_part
    const file = await exportLines(seller, 'Export')
    expect(file.name).toBe(`${detail.nomor_invoice.replace(/[^A-Za-z0-9._-]/g, '_')}.txt`)
    // Sebagian: ordered qty and the shortfall (estimate - confirmed) as two lines; Ada: ordered qty
    const expected = [
      `${a.partNo}\t${a.stock - 1}\t${nameOf(a)}`,
      `${a.partNo}\t2\t${nameOf(a)}`,
      `${b.partNo}\t${b.stock}\t${nameOf(b)}`,
    ]
    expect(file.lines).toEqual(expected.sort())
    await expectAt(seller, `/seller/pesanan/diproses/${id}`, 'Diproses')
    expect((await exportLines(seller, 'Unduh Ulang')).lines).toEqual(expected.sort())
    await expectAt(buyer, `/user/pesanan/diproses/${id}`, 'Diproses')
  } finally {
    await staffContext.close()
  }
})

async function confirmThroughApi(context: BrowserContext, id: number) {
  const staff = context.pages()[0]
  const order = await (await staff.request.get(`/api/orders/${id}`)).json()
  const confirm_lines = order.items.map((i: { order_detail_id: number }) => ({
    order_detail_id: i.order_detail_id,
    qty_confirmed: 1,
  }))
  const res = await staff.request.post(`/api/orders/${id}/actions/kirim-konfirmasi`, {
    data: { note_seller: '', confirm_lines, resolve: { mode: 'proceed' } },
    headers: await csrfHeader(staff),
  })
  expect(res.ok()).toBe(true)
}

test('a buyer on a phone reads a line in the bottom sheet and cancels at Konfirmasi', async ({ browser }) => {
  test.setTimeout(90_000)
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const buyer = await phone.newPage()
  const { context: staffContext } = await newContextAs(browser, demo.seller)
  try {
    await login(buyer, demo.user)
    const [part] = await pickParts(buyer, [(s) => s >= 1])
    const id = await createEstimate(buyer, [{ part, qty: 1 }])
    await confirmThroughApi(staffContext, id)

    await buyer.goto(`/user/pesanan/estimasi/${id}`)
    await expectAt(buyer, `/user/pesanan/konfirmasi/${id}`, 'Konfirmasi')
    await buyer.getByRole('button', { name: new RegExp(`^${part.partNo}\\b`) }).click()
    const sheet = buyer.getByRole('dialog')
    await expect(sheet.getByLabel(`Qty Dipesan ${part.partNo}`)).toHaveValue('1')
    await snap(buyer, 'order-detail-buyer-sheet')
    await sheet.getByRole('button', { name: 'Selesai' }).click()
    await expect(sheet).toBeHidden()

    await buyer.getByRole('button', { name: 'Batal Pesan' }).click()
    const ask = buyer.getByRole('dialog')
    await expect(ask.getByText('Batalkan pesanan ini?')).toBeVisible()
    await ask.getByRole('button', { name: 'Ya, Batalkan' }).click()
    await expectAt(buyer, `/user/pesanan/batal/${id}`, 'Batal')
    await expect(buyer.getByRole('button', { name: 'Lanjut Pesan' })).toHaveCount(0)

    const seller = staffContext.pages()[0]
    await seller.goto(`/seller/pesanan/konfirmasi/${id}`)
    await expectAt(seller, `/seller/pesanan/batal/${id}`, 'Batal')
  } finally {
    await staffContext.close()
    await phone.close()
  }
})
