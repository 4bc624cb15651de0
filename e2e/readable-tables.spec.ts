import type { Page } from '@playwright/test'
import { login, snap } from './support'
import { expect, test } from './support/test'

// Nothing a clerk reads is cut short at a desk: no badge, number or part number ends in '…' at
// 1280 or 1024 px wide, and a phone's status tabs show they scroll.

/** Texts on the page that the browser draws cut (ellipsis, or wider than their box). */
async function truncatedTexts(page: Page): Promise<string[]> {
  return page.locator('main').evaluate((main) => {
    const cut: string[] = []
    for (const el of main.querySelectorAll<HTMLElement>('.mantine-Badge-label, td, td *, th')) {
      const style = getComputedStyle(el)
      const clips = style.textOverflow === 'ellipsis' || style.overflow === 'hidden' || style.overflowX === 'hidden'
      if (clips && el.scrollWidth > el.clientWidth + 1 && el.textContent?.trim()) cut.push(el.textContent.trim())
    }
    return cut
  })
}

async function openFirstOrder(page: Page, listPath: string) {
  await page.goto(listPath)
  const link = page
    .locator('main')
    .getByRole('link', { name: /^DPO\// })
    .first()
  await link.click()
  await expect(page.getByTestId('order-lines')).toBeVisible({ timeout: 15_000 })
}

for (const width of [1280, 1024]) {
  test(`order details and lists cut nothing at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    await login(page, 'demo.user')
    await openFirstOrder(page, '/user/pesanan/konfirmasi')
    await expect(page.getByTestId('order-line').first()).toBeVisible()
    expect(await truncatedTexts(page)).toEqual([])
    await snap(page, `order-detail-buyer-${width}`)
    await page.goto('/user/pesanan/all')
    await expect(
      page
        .locator('main')
        .getByRole('link', { name: /^DPO\// })
        .first(),
    ).toBeVisible()
    expect(await truncatedTexts(page)).toEqual([])

    await page.getByRole('button', { name: 'Logout' }).click()
    await login(page, 'demo.seller')
    await openFirstOrder(page, '/seller/pesanan/estimasi')
    // the staff confirmation table, once its stock is in
    await expect(page.getByText('Memuat Data Ketersediaan (OSC)')).toHaveCount(0, { timeout: 15_000 })
    expect(await truncatedTexts(page)).toEqual([])
    await openFirstOrder(page, '/seller/pesanan/konfirmasi')
    expect(await truncatedTexts(page)).toEqual([])
    await snap(page, `order-detail-seller-${width}`)
  })
}

test("a phone's status tabs show that they scroll", async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, 'demo.user')
  await page.goto('/user/pesanan/all')
  const tabs = page.getByRole('tablist', { name: 'Status pesanan' })
  await expect(tabs).toBeVisible()
  const overflow = await tabs.evaluate((el) => el.scrollWidth - (el.parentElement?.clientWidth ?? el.clientWidth))
  expect(overflow).toBeGreaterThan(0)
  // the scroll bar under the row is drawn without touching it first
  await expect(page.locator('.mantine-ScrollArea-scrollbar[data-orientation="horizontal"]').first()).toBeVisible()
  await snap(page, 'order-tabs-phone')
})

test('catalogue cards have one height, photo or not', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 })
  await login(page, 'demo.user')
  await page.goto('/user/produk/all')
  const cards = page.locator('main article')
  await expect(cards.nth(9)).toBeVisible({ timeout: 15_000 })
  const heights = await cards.evaluateAll((all) => all.slice(0, 20).map((c) => Math.round(c.getBoundingClientRect().height)))
  expect(new Set(heights).size).toBe(1)
  // a part without a photo shows the drawing of its kind, named for screen readers
  await expect(page.getByRole('img', { name: /^Tidak ada foto untuk / }).first()).toBeVisible()
  await snap(page, 'catalogue-cards-desk')
})
