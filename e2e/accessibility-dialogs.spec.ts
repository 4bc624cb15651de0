import type { Locator, Page } from '@playwright/test'
import { createEstimate, csrfHeader, demo, login, pickParts } from './support'
import { describeViolations, wcagViolations } from './support/axe'
import { pageSettled } from './support/routes'
import { expect, test } from './support/test'

// WCAG 2.2 AA with the dialogs and panels open: what axe-core finds in the page as it is then
// (the open dialog and what lies behind it), at a small phone's width and at a desk.

const WIDTHS = [360, 1280]

async function audit(page: Page, where: string, open: Locator): Promise<string[]> {
  await expect(open).toBeVisible({ timeout: 15_000 })
  // animations finished and data in: what a person would see (the load state alone says nothing
  // here: the page loaded long before the dialog asked for its data, so it is 'networkidle' at once)
  await pageSettled(page)
  return describeViolations(`${where} @${page.viewportSize()?.width}`, await wcagViolations(page))
}

for (const width of WIDTHS) {
  test(`a buyer's dialogs and panels have no WCAG violation at ${width} px`, async ({ page }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 800 })
    await login(page, demo.user)
    const found: string[] = []
    const parts = await pickParts(page, [(s) => s > 0, (s) => s > 0])
    const headers = await csrfHeader(page)
    for (const part of parts) {
      await page.request.delete(`/api/cart/items/${part.id}`, { headers })
      await page.request.post('/api/cart/items', { data: { product_id: part.id, qty: 1 }, headers })
    }

    // the cart's estimate preview
    await page.goto('/user/keranjang')
    for (const part of parts) await page.getByRole('checkbox', { name: `Pilih ${part.partNo}` }).check()
    await page.getByRole('button', { name: 'Kirim Estimasi', exact: true }).click()
    found.push(...(await audit(page, 'cart estimate preview', page.getByRole('dialog'))))
    await page.keyboard.press('Escape')

    // the catalogue's Filter & Sort panel and the scanner's refusal (no camera here)
    await page.goto('/user/produk/all?q=1230A')
    await page.getByRole('button', { name: 'Filter & Sort' }).click()
    found.push(...(await audit(page, 'catalogue filters', page.getByLabel('Harga Min'))))
    await page.getByRole('button', { name: 'Pindai barcode' }).click()
    found.push(...(await audit(page, 'scanner refusal', page.getByRole('dialog', { name: 'Pindai Barcode' }))))
    await page.keyboard.press('Escape')

    // an order at Konfirmasi: the review before placing it
    const konfirmasi = (await (await page.request.get('/api/orders?status=konfirmasi&limit=1')).json()).items[0].id
    await page.goto(`/user/pesanan/konfirmasi/${konfirmasi}`)
    await page.getByRole('button', { name: 'Lanjut Pesan' }).click()
    found.push(...(await audit(page, 'order review', page.getByRole('dialog', { name: 'Periksa pesanan' }))))
    await page.keyboard.press('Escape')

    // the order list's filters, the report's part modal
    await page.goto('/user/pesanan/all')
    await page.getByRole('button', { name: 'Filter', exact: true }).click()
    found.push(...(await audit(page, 'order filters', page.getByRole('button', { name: 'Tutup' }).first())))
    await page.goto('/user/laporan')
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Qty Dipesan' }) })
    await table.getByRole('row').nth(1).getByRole('button').click()
    found.push(...(await audit(page, 'report part modal', page.getByRole('dialog'))))
    await page.keyboard.press('Escape')

    // the phone's menu
    if (width < 768) {
      await page.getByRole('button', { name: 'Menu' }).click()
      found.push(...(await audit(page, 'menu drawer', page.getByRole('dialog'))))
    }
    expect(found).toEqual([])
  })

  test(`staff's dialogs and panels have no WCAG violation at ${width} px`, async ({ page, browser }) => {
    test.setTimeout(180_000)
    await page.setViewportSize({ width, height: 800 })
    // an estimate whose first line asks more than the branch holds: the OSC warning
    const buyer = await browser.newContext()
    const buyerPage = await buyer.newPage()
    await login(buyerPage, demo.user)
    const [part] = await pickParts(buyerPage, [(s) => s > 0 && s < 900])
    const id = await createEstimate(buyerPage, [{ part, qty: part.stock + 5 }])
    await buyer.close()

    await login(page, demo.seller)
    const found: string[] = []
    await page.goto(`/seller/pesanan/estimasi/${id}`)
    const phone = width < 768
    // a phone edits a line in its bottom sheet
    if (phone) await page.getByRole('button', { name: new RegExp(`^${part.partNo}\\b`) }).click()
    const qty = page.getByLabel(`Qty Konfirmasi ${part.partNo}`, { exact: true })
    // typed once the branch's stock is in, as a person waits for the loading overlay: until then the
    // field offers the estimate, which is the very number typed here, so the typing changes nothing
    // and the field then drops to the stock, sent without a conflict to warn of (the screen waits
    // 15 s for the stock before it offers to go on without)
    await expect(qty).toHaveValue(String(part.stock), { timeout: 15_000 })
    await qty.fill(String(part.stock + 5))
    if (phone) {
      found.push(...(await audit(page, 'line sheet', page.getByRole('dialog'))))
      await page.getByRole('dialog').getByRole('button', { name: 'Selesai' }).click()
    }
    await page.getByRole('button', { name: 'Kirim Konfirmasi' }).click()
    found.push(...(await audit(page, 'OSC conflict', page.getByRole('dialog'))))
    await page.getByRole('dialog').getByRole('button', { name: 'Kembali' }).click()

    // the report's part modal and a store's detail
    await page.goto('/seller/laporan')
    const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Qty Dipesan' }) })
    await table.getByRole('row').nth(1).getByRole('button').click()
    found.push(...(await audit(page, 'report part modal', page.getByRole('dialog'))))
    await page.keyboard.press('Escape')
    await page.getByRole('tab', { name: 'Toko' }).click()
    await page
      .getByRole('table')
      .filter({ has: page.getByRole('columnheader', { name: 'Kode Toko' }) })
      .getByRole('row')
      .nth(1)
      .getByRole('button')
      .first()
      .click()
    found.push(...(await audit(page, 'report store detail', page.getByRole('dialog', { name: 'Detail Toko' }))))
    await page.keyboard.press('Escape')

    // a user's and a store's detail in Manajemen User
    await page.goto('/seller/manajemen-user/list-user')
    await page.getByText(demo.user, { exact: true }).first().click()
    found.push(...(await audit(page, 'user detail', page.getByRole('dialog', { name: 'Detail User' }))))
    await page.keyboard.press('Escape')
    const store = (await (await page.request.get('/api/seller/stores?limit=1')).json()).items[0]
    await page.goto('/seller/manajemen-user/list-toko')
    await page.getByText(store.name, { exact: true }).first().click()
    found.push(...(await audit(page, 'store detail', page.getByRole('dialog'))))
    await page.keyboard.press('Escape')
    expect(found).toEqual([])
  })

  test(`the role picker has no WCAG violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await login(page, demo.dual)
    expect(await audit(page, 'role picker', page.getByRole('heading', { name: 'Pilih peran' }))).toEqual([])
  })
}
