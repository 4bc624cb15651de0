import type { Page } from '@playwright/test'
import { ratePercent } from '../web/features/reports/logic/fulfilment-view'
import { demo, login, snap } from './support'
import { describeViolations, wcagViolations } from './support/axe'
import { expect, test } from './support/test'

// 'Setelah Ekspor' on the report (docs/product.md §13.5), on the demo data whose exported orders
// have deliveries: a branch clerk on a phone reads the cards, the same fill rate the API gives for
// the range, and the Toko tab's stores; head office at a desk reads each branch.

/** Nothing on the page reaches past the screen's edge: only a table's own container scrolls sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)
  expect(overflow).toBeLessThanOrEqual(0)
}

test('a branch clerk on a phone reads Setelah Ekspor with the fill rate the API gives, and each store on Toko', async ({
  browser,
}) => {
  test.setTimeout(90_000)
  const context = await browser.newContext({ viewport: { width: 360, height: 780 }, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  try {
    await login(page, demo.seller)
    const first = page.waitForRequest((r) => new URL(r.url()).pathname === '/api/seller/laporan')
    await page.goto('/seller/laporan')
    const asked = new URL((await first).url()).searchParams

    const section = page.getByRole('region', { name: 'Setelah Ekspor' })
    await expect(section).toBeVisible()
    for (const label of ['Fill Rate Pengiriman', 'Sisa Pesanan Tepat Waktu', 'Rata-rata Dipesan → Diterima', 'Selisih']) {
      await expect(section.getByText(label, { exact: true })).toBeVisible()
    }
    for (const band of ['0–7 hari', '8–30 hari', '31–60 hari', '> 60 hari']) {
      await expect(section.getByTestId('fulfilment-open').getByText(band)).toBeVisible()
    }
    await expect(section.getByText(/^Dihitung dari pesanan dalam rentang tanggal yang sudah diekspor/)).toBeVisible()

    // the same range asked of the API on its own: the card says its fill rate
    const res = await page.request.get(`/api/seller/laporan?from=${asked.get('from')}&to=${asked.get('to')}`)
    expect(res.status()).toBe(200)
    const { fulfilment } = await res.json()
    expect(fulfilment.fill_rate, 'the demo has delivered exported orders in the last 30 days').not.toBeNull()
    await expect(section.getByTestId('fulfilment-fill-rate-value')).toHaveText(ratePercent(fulfilment.fill_rate))
    await expect(section.getByTestId('fulfilment-fill-rate')).toContainText(/[\d.]+ dari [\d.]+ pcs dikirim/)
    await expectNoSidewaysScroll(page)
    expect(describeViolations('/seller/laporan @360', await wcagViolations(page))).toEqual([])
    await snap(page, 'report-fulfilment-staff-360')

    await page.setViewportSize({ width: 390, height: 844 })
    await expectNoSidewaysScroll(page)
    await snap(page, 'report-fulfilment-staff-390')

    // Toko: each store after the export, under 'Ringkasan per Toko'
    await page.setViewportSize({ width: 360, height: 780 })
    await page.getByRole('tab', { name: 'Toko' }).click()
    await expect(page.getByText('Ringkasan per Toko')).toBeVisible()
    const stores = page.getByRole('table', { name: 'Pengiriman per Toko' })
    await expect(stores.getByRole('columnheader', { name: 'Fill Rate' })).toBeVisible()
    await expect(stores.getByRole('row').nth(1)).toBeVisible()
    await expectNoSidewaysScroll(page)
    expect(describeViolations('Toko @360', await wcagViolations(page))).toEqual([])
    await snap(page, 'report-fulfilment-staff-toko-360')

    await page.setViewportSize({ width: 1280, height: 800 })
    await snap(page, 'report-fulfilment-staff-1280')
  } finally {
    await context.close()
  }
})

test('head office at a desk reads each branch after the export', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await login(page, demo.admin)
  await page.goto('/admin/laporan')
  await expect(page.getByRole('heading', { name: 'Laporan Cabang' })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Setelah Ekspor' })).toBeVisible()
  const branches = page.getByRole('table', { name: 'Pengiriman per Cabang' })
  await expect(branches.getByRole('columnheader', { name: 'Cabang', exact: true })).toBeVisible()
  // a header row and at least one branch
  await expect(branches.getByRole('row').nth(1)).toBeVisible()
  await expect(branches.getByRole('row').nth(1).getByRole('cell').nth(3)).toHaveText(/^(\d{1,3},\d%|-)$/)
  await snap(page, 'report-fulfilment-head-office-1280')

  await page.setViewportSize({ width: 360, height: 780 })
  await expectNoSidewaysScroll(page)
  expect(describeViolations('/admin/laporan @360', await wcagViolations(page))).toEqual([])
  await snap(page, 'report-fulfilment-head-office-360')
})
