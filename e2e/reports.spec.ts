import fs from 'node:fs'
import type { Page } from '@playwright/test'
import { login, snap } from './support'
import { expect, test } from './support/test'

// Both reports on the demo data (orders of the last weeks): every tab and modal, the CSV, the
// range rule, and how the page looks on a phone and at a desk.

async function openFirstPart(page: Page) {
  // the Repeat table itself, not the chart's text alternative (Part No and Frekuensi only)
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Qty Dipesan' }) })
  const first = table.getByRole('row').nth(1)
  const partNo = (await first.getByRole('button').innerText()).trim()
  await first.getByRole('button').click()
  const dialog = page.getByRole('dialog', { name: `Daftar pesanan untuk part ${partNo}` })
  await expect(dialog).toBeVisible()
  await expect(dialog.getByRole('columnheader', { name: 'No. Transaksi' })).toBeVisible()
  return dialog
}

test('staff read Laporan Staff: cards, charts, Repeat with its orders, Toko with a store, Timeline, CSV', async ({ page }) => {
  await login(page, 'demo.seller')
  await page.goto('/seller/laporan')
  await expect(page.getByRole('heading', { name: 'Laporan Staff' })).toBeVisible()
  for (const label of ['Estimasi', 'Konfirmasi', 'Dipesan', 'Diproses', 'Batal']) {
    await expect(page.getByTestId(`card-${label.toLowerCase()}`)).toContainText('pesanan')
  }
  await expect(page.getByTestId('card-estimasi')).toContainText('Rp.')
  await expect(page.getByText('Permintaan tak terpenuhi')).toBeVisible()
  await expect(page.getByTestId('fill-rate')).toHaveText(/%|–/)
  await expect(page.getByRole('img', { name: /Grafik batang bertumpuk/ })).toBeVisible()
  await expect(page.getByText('Top 50 by frequency')).toBeVisible()

  // the part's orders; Escape closes, 'Lihat timeline' switches tab with the number
  let dialog = await openFirstPart(page)
  await page.keyboard.press('Escape')
  await expect(dialog).toBeHidden()
  dialog = await openFirstPart(page)
  await page.setViewportSize({ width: 1280, height: 800 })
  await snap(page, 'report-staff-part-modal')
  const invoice = (await dialog.getByRole('row').nth(1).getByRole('cell').first().innerText()).trim()
  await dialog.getByRole('button', { name: 'Lihat timeline' }).first().click()
  await expect(dialog).toBeHidden()
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByRole('textbox', { name: 'Masukkan No. Transaksi' })).toHaveValue(invoice)
  await expect(page.getByText(invoice, { exact: true })).toBeVisible()
  await expect(page.getByText('Estimasi').last()).toBeVisible()

  // an empty number asks nothing; an unknown one says so
  await page.getByRole('textbox', { name: 'Masukkan No. Transaksi' }).fill('')
  await page.getByRole('button', { name: 'Lihat', exact: true }).click()
  await expect(page.getByText(invoice, { exact: true })).toBeVisible()
  await page.getByRole('textbox', { name: 'Masukkan No. Transaksi' }).fill('DPO/XXX/000000/0')
  await page.getByRole('button', { name: 'Lihat', exact: true }).click()
  await expect(page.getByText('No. Transaksi tidak ditemukan.')).toBeVisible()

  // Toko: the branch's stores, a store's detail with its users
  await page.getByRole('tab', { name: 'Toko' }).click()
  await expect(page.getByText('Ringkasan per Toko')).toBeVisible()
  const storeRow = page
    .getByRole('table')
    .filter({ has: page.getByRole('columnheader', { name: 'Kode Toko' }) })
    .getByRole('row')
    .nth(1)
  await storeRow
    .getByRole('button', { name: /: \d+ pesanan - Rp/ })
    .first()
    .hover()
  await expect(page.getByRole('tooltip')).toHaveText(/^\d+ pesanan - Rp [\d.]+$/)
  await storeRow.getByRole('button').first().click()
  const store = page.getByRole('dialog', { name: 'Detail Toko' })
  await expect(store.getByRole('columnheader', { name: 'Username' })).toBeVisible()
  await snap(page, 'report-staff-store-detail')
  await page.keyboard.press('Escape')
  await expect(store).toBeHidden()

  // the CSV of the Repeat tab
  await page.getByRole('tab', { name: 'Repeat' }).click()
  const download = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Export Repeat Part CSV' }).click()
  const file = await (await download).path()
  expect(fs.readFileSync(file, 'utf8').split('\r\n')[0]).toBe('Part No,Nama,Frekuensi,Qty Estimasi,Qty Dipesan')

  // a range the server would refuse is refused here, in its words
  await page.getByLabel('Dari').fill('31/12/2026')
  await expect(page.getByText('Tanggal "Dari" tidak boleh setelah "Sampai".')).toBeVisible()
  await page.getByLabel('Dari').fill('01/01/2026')
  await expect(page.getByText('Tanggal "Dari" tidak boleh setelah "Sampai".')).toBeHidden()

  await snap(page, 'report-staff-desk')
  await page.setViewportSize({ width: 390, height: 844 })
  await snap(page, 'report-staff-phone')
})

test('a buyer reads Laporan User: no Toko tab, his parts and their timeline', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, 'demo.user')
  await page.goto('/user/laporan')
  await expect(page.getByRole('heading', { name: 'Laporan User' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Repeat' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Timeline' })).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Toko' })).toHaveCount(0)
  await expect(page.getByTestId('card-dipesan')).toContainText('pesanan')
  await snap(page, 'report-user-phone')

  const dialog = await openFirstPart(page)
  await snap(page, 'report-user-part-modal-phone')
  await dialog.getByRole('button', { name: 'Lihat timeline' }).first().click()
  await expect(page.getByRole('tab', { name: 'Timeline' })).toHaveAttribute('aria-selected', 'true')
  await expect(page.getByText('Estimasi').last()).toBeVisible()
  // leaving Repeat closed the part list; going back does not reopen it
  await page.getByRole('tab', { name: 'Repeat' }).click()
  await expect(page.getByRole('dialog')).toHaveCount(0)
})

/** A Jakarta day `daysBack` before today, as 'YYYY-MM-DD'. */
function jakartaDayBefore(daysBack: number): string {
  const at = new Date(Date.now() + 7 * 3_600_000 - daysBack * 86_400_000)
  return at.toISOString().slice(0, 10)
}

test.describe('in a browser set to English', () => {
  test.use({ locale: 'en-US' })

  test('Dari and Sampai read and show days the Indonesian way', async ({ page }) => {
    test.setTimeout(60_000)
    await login(page, 'demo.seller')
    await page.goto('/seller/laporan')
    await expect(page.getByRole('heading', { name: 'Laporan Staff' })).toBeVisible()
    const [year, month, day] = jakartaDayBefore(0).split('-')
    await expect(page.getByLabel('Sampai')).toHaveValue(`${day}/${month}/${year}`)

    const week = jakartaDayBefore(7)
    const asked = page.waitForRequest((r) => r.url().includes('/api/seller/laporan') && r.url().includes(`from=${week}`))
    const dari = page.getByLabel('Dari')
    await dari.fill(`${week.slice(8, 10)}/${week.slice(5, 7)}/${week.slice(0, 4)}`)
    await asked
    await dari.press('Tab')
    await expect(dari).toHaveValue(`${week.slice(8, 10)}/${week.slice(5, 7)}/${week.slice(0, 4)}`)

    // Tab put Sampai in focus, which opened its calendar: close it first
    const level = page.locator('.mantine-DateInput-calendarHeaderLevel')
    await page.keyboard.press('Escape')
    await expect(level).toHaveCount(0)

    // the calendar names the months in Indonesian: its month level shows Agu and Des
    await dari.click()
    await expect(level).toHaveText(
      /^(Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}$/,
    )
    await level.click()
    await expect(page.getByRole('button', { name: 'Agu', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Des', exact: true })).toBeVisible()
    await page.screenshot({ path: 'test-results/screenshots/report-dates-en-us.png' })
  })
})
