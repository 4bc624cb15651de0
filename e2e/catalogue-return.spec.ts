import type { Browser, Page } from '@playwright/test'
import { demo, login } from './support'
import { expect, test } from './support/test'

// Back from a product, the catalogue is where it was left: by the browser's Back and by the
// page's 'Kembali', on a phone and at a desk, deep enough that more pages had been loaded.
// "Where it was left" is what the person sees: the same card at the same height on the screen.
// The list is scrolled through as a person scrolls, so every card above has been laid out for
// real; coming back, the browser has laid out none of them yet (content-visibility), and a scroll
// position alone would land on other cards.

const SIZES = {
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
  desk: { viewport: { width: 1280, height: 800 } },
} as const

const cards = (page: Page) => page.getByRole('article')

/** Scrolls down by `by` px a screenful at a time, each step painted before the next. */
async function scrollThrough(page: Page, by: number): Promise<void> {
  await page.evaluate(async (distance) => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const end = window.scrollY + distance
    while (window.scrollY < end) {
      const before = window.scrollY
      window.scrollBy({ top: Math.min(window.innerHeight / 2, end - window.scrollY) })
      await frame()
      if (window.scrollY === before) break
    }
  }, by)
}

/** Scrolls through the list until at least `count` cards are in (infinite scroll), then back up to `y`. */
async function scrollDeep(page: Page, count: number, y: number): Promise<void> {
  while ((await cards(page).count()) < count) {
    await scrollThrough(page, 2_000)
    await page.waitForTimeout(300)
  }
  await page.evaluate((top) => window.scrollTo({ top }), y)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(y)
}

interface Place {
  partNo: string
  top: number
}

/** The first card whose top is on screen, 200 px or more below the top, and that top. */
async function cardInView(page: Page): Promise<Place> {
  return page.evaluate(() => {
    const seen = [...document.querySelectorAll('article')].find((card) => card.getBoundingClientRect().top > 200)
    return { partNo: seen?.getAttribute('aria-label') ?? '', top: Math.round(seen?.getBoundingClientRect().top ?? -1) }
  })
}

/** How far the card's top is from where it was on the screen, in px (Infinity while it is not there). */
const offBy = (page: Page, left: Place) =>
  page.evaluate(({ partNo, top }) => {
    const card = [...document.querySelectorAll('article')].find((c) => c.getAttribute('aria-label') === partNo)
    return card ? Math.abs(Math.round(card.getBoundingClientRect().top) - top) : Number.POSITIVE_INFINITY
  }, left)

async function openAndReturn(page: Page, how: 'Back' | 'Kembali'): Promise<void> {
  const left = await cardInView(page)
  expect(left.partNo, 'a card on screen').not.toBe('')
  await page.getByRole('article', { name: left.partNo, exact: true }).getByRole('link', { name: left.partNo }).click()
  await expect(page).toHaveURL(/\/user\/produk\/\d+$/)
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('Detail Produk', { timeout: 10_000 })
  if (how === 'Back') await page.goBack()
  else await page.getByRole('button', { name: 'Kembali' }).click()
  // the list as it was left, its search in its address
  await expect(page).toHaveURL((url) => url.pathname === '/user/produk/all')
  // the same card at the same height on the screen, within a few pixels ...
  await expect
    .poll(() => offBy(page, left), { message: `${left.partNo} back at ${left.top} px`, timeout: 10_000 })
    .toBeLessThan(5)
  // ... and still there once the cards around it are laid out and the pictures are in
  await page.waitForLoadState('networkidle')
  await page.waitForTimeout(300)
  expect(await offBy(page, left), `${left.partNo} stays at ${left.top} px`).toBeLessThan(5)
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
      await openAndReturn(page, 'Back')
      await scrollThrough(page, 700)
      await page.waitForTimeout(200)
      await openAndReturn(page, 'Kembali')
    } finally {
      await context.close()
    }
  })
}
