import { type Browser, expect, type Page, test } from '@playwright/test'
import { demo, login } from './support'

// Back from a product, the catalogue is where it was left: by the browser's Back and by the
// page's 'Kembali', on a phone and at a desk, deep enough that more pages had been loaded.

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desk: { viewport: { width: 1280, height: 800 } },
} as const

const cards = (page: Page) => page.getByRole('article')

/** Scrolls down until at least `count` cards are in (infinite scroll), then to `y`. */
async function scrollDeep(page: Page, count: number, y: number): Promise<void> {
  while ((await cards(page).count()) < count) {
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight }))
    await page.waitForTimeout(300)
  }
  await page.evaluate((top) => window.scrollTo({ top }), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

/** The part number of the first card whose top is on screen, 200 px or more below the top. */
async function cardInView(page: Page): Promise<string> {
  return page.evaluate(() => {
    const seen = [...document.querySelectorAll('article')].find((card) => card.getBoundingClientRect().top > 200)
    return seen?.getAttribute('aria-label') ?? ''
  })
}

async function openAndReturn(page: Page, how: 'Back' | 'Kembali', y: number): Promise<void> {
  const partNo = await cardInView(page)
  await page.getByRole('article', { name: partNo }).getByRole('link', { name: partNo }).click()
  await expect(page).toHaveURL(/\/user\/produk\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Detail Produk', { timeout: 10_000 })
  if (how === 'Back') await page.goBack()
  else await page.getByRole('button', { name: 'Kembali' }).click()
  await expect(page).toHaveURL('/user/produk/all')
  // the same place: within a few pixels, the same card on screen
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY)), { timeout: 10_000 }).toBeGreaterThan(y - 10)
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThan(10)
  await expect(page.getByRole('article', { name: partNo })).toBeInViewport()
}

async function signedInAt(browser: Browser, size: keyof typeof SIZES) {
  const context = await browser.newContext({ ...SIZES[size], locale: 'id-ID', timezoneId: 'Asia/Jakarta' })
  const page = await context.newPage()
  await login(page, demo.user)
  await page.goto('/user/produk/all')
  await expect(cards(page).first()).toBeVisible({ timeout: 15_000 })
  return { context, page }
}

for (const size of ['phone', 'desk'] as const) {
  test(`the catalogue comes back where it was left, by Back and by Kembali, on a ${size}`, async ({ browser }) => {
    test.setTimeout(120_000)
    const { context, page } = await signedInAt(browser, size)
    try {
      // past the first page of 35: the second page was loaded by scrolling
      await scrollDeep(page, 50, size === 'phone' ? 6_000 : 2_400)
      await openAndReturn(page, 'Back', size === 'phone' ? 6_000 : 2_400)
      await page.evaluate(() => window.scrollTo({ top: window.scrollY + 700 }))
      const y = await page.evaluate(() => Math.round(window.scrollY))
      await page.waitForTimeout(200)
      await openAndReturn(page, 'Kembali', y)
    } finally {
      await context.close()
    }
  })
}
