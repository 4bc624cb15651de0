import type { Locator, Page } from '@playwright/test'
import { demo, login } from './support'
import { expect, test } from './support/test'

// What a 360 px phone shows whole: the replaced-number badge on a catalogue card, Daftar User's
// fields across the screen, Laporan's Repeat figures without a sideways scroll; and count charts
// with whole ticks written the Indonesian way.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

async function boxOf(locator: Locator) {
  const box = await locator.boundingBox()
  if (!box) throw new Error(`${locator} has no box`)
  return box
}

/** How far an element's text reaches past its own box (0 when it shows whole). */
const cutBy = (locator: Locator) => locator.evaluate((el) => Math.max(0, el.scrollWidth - el.clientWidth))

async function search(page: Page, text: string) {
  const box = page.getByPlaceholder('Cari Part No / Nama…')
  await box.fill(text)
  await box.press('Enter')
}

test('the replaced-number badge shows its whole text on a 360 px card', async ({ page }) => {
  await login(page, demo.user2)
  await page.goto('/user/produk')
  await search(page, '1770A066')
  const old = page.getByRole('article', { name: '1770A066', exact: true })
  const badge = old.getByTestId('lineage-mark')
  await expect(badge).toHaveText('Diganti dengan 1770A121')
  for (const part of [badge, badge.locator('.mantine-Badge-label')]) expect(await cutBy(part)).toBe(0)
  const card = await boxOf(old)
  const box = await boxOf(badge)
  expect(box.x + box.width).toBeLessThanOrEqual(card.x + card.width)
})

test("Daftar User's fields take the phone's width", async ({ page }) => {
  await login(page, demo.seller)
  await page.goto('/seller/manajemen-user/daftar-user')
  const form = page.locator('form').filter({ has: page.getByLabel('Nama Depan') })
  await expect(form).toBeVisible()
  const content = await boxOf(form)
  for (const name of [/^Nama Depan/, /^Nama Belakang/, /^Password/, /^Konfirmasi Password/, /^Email/, /^Telepon/]) {
    const field = form.getByLabel(name).first().locator('xpath=ancestor::div[contains(@class, "mantine-InputWrapper-root")][1]')
    // alone on its line, a field spans the form, not half of it
    expect((await boxOf(field)).width, String(name)).toBeGreaterThan(content.width * 0.9)
  }
})

test("Laporan's Repeat table shows its quantities on a phone without a sideways scroll", async ({ page }) => {
  await login(page, demo.seller)
  await page.goto('/seller/laporan')
  await page.getByRole('tab', { name: 'Repeat' }).click()
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Qty Dipesan' }) })
  const first = table.getByRole('row').nth(1)
  await expect(first).toBeVisible()
  const cells = first.getByRole('cell')
  const last = await boxOf(cells.last())
  expect(last.x + last.width).toBeLessThanOrEqual(360)
  const scroller = table.locator('xpath=ancestor::*[contains(@class, "mantine-ScrollArea-viewport")][1]')
  if ((await scroller.count()) > 0) expect(await cutBy(scroller)).toBe(0)
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360)
})

test('count charts have whole-number ticks written the Indonesian way', async ({ page }) => {
  await login(page, demo.seller)
  await page.goto('/seller/laporan')
  // a day of one to three orders: small counts, where a chart would draw 0.75 and 2.25
  const report = await (await page.request.get('/api/seller/laporan')).json()
  const total = (d: Record<string, unknown>) => Object.values(d).reduce<number>((n, v) => n + (typeof v === 'number' ? v : 0), 0)
  const quiet = (report.per_day as Array<Record<string, unknown>>).find((d) => total(d) >= 1 && total(d) <= 3)
  expect(quiet, 'a day with one to three orders in the demo data').toBeTruthy()
  const [y, m, d] = String(quiet?.day).split('-')
  for (const label of ['Dari', 'Sampai']) {
    await page.getByLabel(label, { exact: true }).fill(`${d}/${m}/${y}`)
    await page.getByLabel(label, { exact: true }).press('Tab')
  }
  // the value axis's labels: numbers, not a day (31/10) nor a part number the chart names
  const ticks = (chart: Locator) =>
    chart.evaluate((el) =>
      [...el.querySelectorAll('.recharts-cartesian-axis-tick-value')]
        .map((t) => t.textContent ?? '')
        .filter((t) => /^[\d.,\s-]+$/.test(t) && !new RegExp(`[:,] ${t} `).test(el.getAttribute('aria-label') ?? '')),
    )
  const WHOLE = /^\d{1,3}(\.\d{3})*$/

  // the chart's frame is role=img named by its summary (chart-frame.tsx)
  const perDay = page.locator('[role="img"][aria-label*="pesanan dalam 1 hari"]')
  await expect.poll(async () => (await ticks(perDay)).length, { timeout: 15_000 }).toBeGreaterThan(1)
  for (const tick of await ticks(perDay)) expect(tick).toMatch(WHOLE)

  await page.getByRole('tab', { name: 'Repeat' }).click()
  const repeat = page.locator('[role="img"][aria-label^="Grafik batang: "]')
  await expect.poll(async () => (await ticks(repeat)).length, { timeout: 15_000 }).toBeGreaterThan(1)
  for (const tick of await ticks(repeat)) expect(tick).toMatch(WHOLE)
})
