import { confirmAndPlace, createEstimate, demo, login, newContextAs, pickParts, snap, staffApi } from './support'
import { expect, test } from './support/test'

// What an exported order left unsupplied is followed (docs/product.md §13.1): BDG01's confirmed
// order with a Sebagian and an Indent line is placed and exported; the buyer, on a phone, finds
// both under 'Sisa Pesanan'; head office's stock file brings the Indent part, the buyer is told
// and taps 'Pesan Sisa'; the new estimate reaches staff at a desk with its link to the origin
// order, and staff give the Sebagian rest up with a reason. BDG01's accounts keep this journey
// apart from the ones that count demo.user's cart.

test('an exported order’s rest is followed: the part arrives, the buyer orders it again, staff give the rest up', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(120_000)
  const phone = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })
  const buyer = await phone.newPage()
  const staff = await staffApi(baseURL as string, demo.seller2)
  const admin = await staffApi(baseURL as string, demo.admin)
  const desk = await newContextAs(browser, demo.seller2)
  try {
    await login(buyer, demo.user2)
    const [a, b] = await pickParts(buyer, [(s) => s >= 1 && s <= 990, (s) => s <= 990])
    const id = await createEstimate(buyer, [
      { part: a, qty: a.stock + 3 },
      { part: b, qty: 2 },
    ])
    const origin = await confirmAndPlace(staff, buyer, id, a.partNo, b.partNo, a.stock)

    // ── the buyer finds both rests, waiting ──
    await buyer.goto('/user/sisa-pesanan')
    const card = (partNo: string) => buyer.getByRole('listitem').filter({ hasText: partNo }).filter({ hasText: origin })
    await expect(card(a.partNo)).toContainText('Sebagian')
    await expect(card(a.partNo)).toContainText('Qty 3')
    await expect(card(b.partNo)).toContainText('Indent')
    await expect(card(b.partNo)).toContainText('Menunggu')
    await snap(buyer, 'backorders-buyer-waiting-360')

    // ── head office's stock file brings part B to BDG01 ──
    const csrf = (await admin.storageState()).cookies.find((c) => c.name === 'csrf')?.value ?? ''
    const upload = await admin.post('/api/admin/feeds/stock', {
      headers: { 'X-CSRF-Token': csrf },
      multipart: {
        file: { name: 'stock-bdg01.csv', mimeType: 'text/csv', buffer: Buffer.from(`branch,part_no,qty\nBDG01,${b.partNo},5\n`) },
      },
    })
    expect(upload.status(), await upload.text()).toBeLessThan(300)

    // the open list follows without a reload, and the bell says so
    await expect(card(b.partNo)).toContainText('Stok Tersedia', { timeout: 30_000 })
    await expect(card(b.partNo)).toContainText('Stok cabang: 5')
    await buyer.getByRole('button', { name: /^Notifikasi, \d+ belum dibaca$/ }).click()
    await expect(
      buyer
        .getByRole('dialog', { name: 'Notifikasi' })
        .getByTestId('notification')
        .filter({ hasText: `Part sisa pesanan ${origin} tersedia` }),
    ).toBeVisible()
    await buyer.keyboard.press('Escape')

    // ── one tap orders it again ──
    await card(b.partNo).getByRole('checkbox').check()
    await buyer.getByRole('button', { name: 'Pesan Sisa' }).click()
    await expect(buyer).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 15_000 })
    const reorderId = Number(buyer.url().split('/').at(-1))
    await expect(buyer.getByText('Dari sisa pesanan:')).toBeVisible()
    await expect(buyer.getByRole('link', { name: origin })).toBeVisible()
    await snap(buyer, 'backorders-buyer-new-estimate-360')

    // ── staff at a desk: the estimate names its origin; the Sebagian rest is given up ──
    const seller = desk.page
    await seller.setViewportSize({ width: 1280, height: 800 })
    await seller.goto(`/seller/pesanan/estimasi/${reorderId}`)
    await expect(seller.getByText('Dari sisa pesanan:')).toBeVisible()
    await seller.getByRole('link', { name: origin }).click()
    await expect(seller).toHaveURL(`/seller/pesanan/diproses/${id}`)
    const panel = seller.getByRole('table', { name: 'Sisa pesanan dari pesanan ini' })
    await expect(panel.getByRole('row').filter({ hasText: b.partNo })).toContainText('Dipesan Ulang')

    await seller.goto('/seller/sisa-pesanan')
    const row = seller.getByRole('row').filter({ hasText: a.partNo }).filter({ hasText: origin })
    await row.getByRole('checkbox').check()
    await seller.getByRole('button', { name: 'Batalkan Sisa' }).click()
    const dialog = seller.getByRole('dialog', { name: 'Batalkan sisa pesanan?' })
    const confirm = dialog.getByRole('button', { name: 'Batalkan Sisa' })
    await expect(confirm).toBeDisabled()
    await dialog.getByLabel('Alasan pembatalan').fill('Part diskontinu dari pabrik')
    await confirm.click()
    await expect(dialog).toBeHidden()
    await expect(row).toHaveCount(0)
    await snap(seller, 'backorders-seller-after-cancel-1280')

    // the buyer's list shows the rest given up, with the reason
    await buyer.goto('/user/sisa-pesanan')
    await buyer.getByRole('button', { name: 'Tampilkan filter' }).click()
    await buyer.getByRole('combobox', { name: 'Status' }).click()
    await buyer.getByRole('option', { name: 'Dibatalkan', exact: true }).click()
    await expect(card(a.partNo)).toContainText('Part diskontinu dari pabrik')
    await snap(buyer, 'backorders-buyer-cancelled-360')
  } finally {
    await phone.close()
    await desk.context.close()
    await staff.dispose()
    await admin.dispose()
  }
})
