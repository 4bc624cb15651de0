import type { Page } from '@playwright/test'
import ExcelJS from 'exceljs'
import { demo, login, newContextAs, snap } from './support'
import { expect, test } from './support/test'

// product.md §2.12: a buyer imports an order from a file (or pasted lines), checks the preview and the
// summary, fixes the column mapping by hand, and lands on the new estimate the dealer then sees.

const IMPORT_PATH = '/user/pesanan/import'
const UNKNOWN_PART = 'TIDAKADA-E2E'

/** Two part numbers of the demo catalogue, as the buyer would find them. */
async function knownParts(page: Page): Promise<[string, string]> {
  const res = await page.request.get('/api/products-osc?q=1230A*&page_size=10')
  expect(res.ok()).toBe(true)
  const parts: string[] = (await res.json()).items.map((p: { sto_id: string }) => p.sto_id)
  expect(parts.length).toBeGreaterThanOrEqual(2)
  return [parts[0], parts[1]]
}

/** A sheet whose headers ('Jumlah', 'Kode') the importer does not recognise, qty first. */
async function workshopSheet(a: string, b: string): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook()
  const sheet = workbook.addWorksheet('Pesanan')
  sheet.addRow(['Jumlah', 'Kode', 'Keterangan'])
  sheet.addRow([2, a, 'e2e rem depan'])
  sheet.addRow([3, a.toLowerCase(), '']) // the same part again: merged
  sheet.addRow([1, UNKNOWN_PART, ''])
  sheet.addRow(['dua', b, '']) // not a number
  sheet.addRow([4, b, ''])
  return Buffer.from(await workbook.xlsx.writeBuffer())
}

interface EstimateLine {
  nomor_part: string
  qty_estimasi: number
}

async function estimateOf(page: Page, orderId: number) {
  const res = await page.request.get(`/api/orders/${orderId}`)
  expect(res.ok()).toBe(true)
  const order = await res.json()
  const lines = Object.fromEntries((order.items as EstimateLine[]).map((l) => [l.nomor_part, l.qty_estimasi]))
  return { invoice: order.nomor_invoice as string, note: order.catatan_pesanan_user as string | null, lines }
}

const orderIdFromUrl = (page: Page) => Number(new URL(page.url()).pathname.split('/').pop())
const row = (page: Page, text: string) => page.getByTestId('import-row').filter({ hasText: text })

test('a buyer imports an xlsx with unknown headers, maps the columns, and the dealer sees the estimate', async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000) // two people, two sign-ins, an upload and three checks
  await login(page, demo.user)
  const [a, b] = await knownParts(page)
  await page.goto(IMPORT_PATH)
  await expect(page.getByRole('heading', { level: 1, name: 'Import Pesanan' })).toBeVisible()
  await expect(page.getByRole('link', { name: /Unduh template Excel/ })).toHaveAttribute('href', '/DPO_Import_Template.xlsx')
  await snap(page, 'import-empty-desktop')

  await page.locator('input[type="file"]').setInputFiles({
    name: 'pesanan-bengkel.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await workshopSheet(a, b),
  })
  await expect(page.getByText('Ringkasan pemeriksaan')).toBeVisible({ timeout: 10_000 })
  // not recognised: the first two columns are read as part and qty, and nothing fits
  await expect(page.getByTestId('unique-used')).toHaveText('0 / 50')
  await expect(page.getByRole('button', { name: 'Import', exact: true })).toBeDisabled()
  await expect(page.getByText('Belum siap import (pastikan ada part yang dikenali)')).toBeVisible()

  const mapping = page.getByTestId('import-mapping')
  await mapping.getByLabel('Nomor Part').selectOption({ label: 'Kode' })
  await mapping.getByLabel('Kuantitas').selectOption({ label: 'Jumlah' })
  await mapping.getByLabel('Catatan').selectOption({ label: 'Keterangan' })
  await expect(page.getByTestId('unique-used')).toHaveText('2 / 50', { timeout: 10_000 })
  await expect(page.getByText('Memeriksa file…')).toHaveCount(0)

  await expect(row(page, 'e2e rem depan').getByText('Dipakai')).toBeVisible()
  await expect(row(page, a.toLowerCase()).getByText('Digabung')).toBeVisible()
  await expect(row(page, UNKNOWN_PART).getByText('Tidak dikenali')).toBeVisible()
  await expect(page.getByTestId('import-row').nth(3).getByText('Tidak valid')).toBeVisible()
  await row(page, UNKNOWN_PART).getByText('Tidak dikenali').hover()
  await expect(page.getByRole('tooltip', { name: 'part tidak ditemukan' })).toBeVisible()
  await expect(page.getByTestId('count-used')).toContainText('2')
  await expect(page.getByTestId('count-aggregated')).toContainText('1')
  await expect(page.getByTestId('count-unknown')).toContainText('1')
  // the 'dua' row; the header row of unknown words is skipped, not read as data
  await expect(page.getByTestId('count-invalid')).toContainText('1')
  await expect(page.getByTestId('total-rows')).toHaveText('5')
  await snap(page, 'import-preview-desktop')

  await page.getByLabel('Baris Error').check()
  await expect(page.getByTestId('import-row')).toHaveCount(2)
  await page.getByLabel('Baris Error').uncheck()

  await page.getByLabel('Catatan untuk pesanan').fill('Import e2e')
  await expect(page.getByText('Maks 100 karakter · 10/100')).toBeVisible()
  await page.getByRole('button', { name: 'Import', exact: true }).click()
  await expect(page).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 10_000 })
  await expect(page.getByRole('button', { name: 'Buka' })).toBeVisible()

  const estimate = await estimateOf(page, orderIdFromUrl(page))
  expect(estimate.note).toBe('Import e2e')
  expect(estimate.lines).toEqual({ [a]: 5, [b]: 4 })

  const staff = await newContextAs(browser, demo.seller)
  try {
    await staff.page.goto('/seller/pesanan/estimasi')
    await expect(staff.page.getByText(estimate.invoice, { exact: true }).first()).toBeVisible({ timeout: 10_000 })
  } finally {
    await staff.context.close()
  }
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a buyer pastes lines from WhatsApp and imports them', async ({ page }) => {
    await login(page, demo.user)
    const [a, b] = await knownParts(page)
    await page.goto(IMPORT_PATH)
    await page.getByRole('tab', { name: 'Tempel Teks' }).click()
    await page.getByLabel('Tempel dari WhatsApp/Excel').fill(`1. ${a} x2 🙏\n${b}\t3\tuntuk servis\n${UNKNOWN_PART} 1\n- 1x ${a}`)
    await page.getByRole('button', { name: 'Periksa Teks' }).click()

    await expect(page.getByTestId('unique-used')).toHaveText('2 / 50', { timeout: 10_000 })
    await expect(page.getByTestId('import-cards')).toBeVisible()
    await expect(row(page, UNKNOWN_PART).getByText('part tidak ditemukan')).toBeVisible()
    await expect(row(page, 'untuk servis').getByText('Dipakai')).toBeVisible()
    await expect(page.getByTestId('import-row').nth(3).getByText('Digabung')).toBeVisible()
    await snap(page, 'import-paste-phone')

    await page.getByRole('button', { name: 'Import', exact: true }).click()
    await expect(page).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 10_000 })
    const estimate = await estimateOf(page, orderIdFromUrl(page))
    expect(estimate.lines).toEqual({ [a]: 3, [b]: 3 })
  })

  test('a buyer is told why a file is refused before any upload', async ({ page }) => {
    await login(page, demo.user)
    await page.goto(IMPORT_PATH)
    await page.getByRole('button', { name: 'Periksa File' }).click()
    await expect(page.getByText('Pilih file terlebih dahulu.')).toBeVisible()
    await page.locator('input[type="file"]').setInputFiles({ name: 'foto.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('x') })
    await expect(page.getByText('Format file tidak didukung. Gunakan .csv atau .xlsx.')).toBeVisible()
    await page
      .locator('input[type="file"]')
      .setInputFiles({ name: 'lama.xls', mimeType: 'application/vnd.ms-excel', buffer: Buffer.from('x') })
    await expect(page.getByText(/^Format \.xls tidak didukung di FE\./)).toBeVisible()
    // the server has the last word, as the notice says
    await expect(page.getByText('Format .xls tidak didukung. Simpan sebagai .xlsx atau .csv.')).toBeVisible()
  })
})
