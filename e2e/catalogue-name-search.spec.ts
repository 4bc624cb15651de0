import type { Page } from '@playwright/test'
import { demo, login } from './support'
import { describeViolations, wcagViolations } from './support/axe'
import { expect, test } from './support/test'

// Finding a part by the workshop's own words (product.md §14), on a 360 px phone: with '+ Nama',
// `kampas rem depan xpander` reads as BRAKE PAD, FR and XPANDER (the shipped synonyms), the best
// match comes first in 'Relevansi' with its words marked, and a typo (`fliter oli`) still finds
// the oil filters. The marked names and the sort without a direction pass the WCAG audit. The
// demo catalogue's names are server/seed/part-kinds.ts's.

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true })

/** The list's answer for a name search of `q`. */
const nameSearchAnswer = (page: Page, q: string) =>
  page.waitForResponse((res) => {
    const url = new URL(res.url())
    return url.pathname === '/api/products-osc' && url.searchParams.get('q') === q && url.searchParams.get('name_also') === 'true'
  })

/** The card's name, and its marked words. */
const nameOf = (page: Page, index: number) => page.getByRole('article').nth(index).locator('[title]')

test('a buyer finds parts by their own words and by a typo, the matched words marked', async ({ page }) => {
  await login(page, demo.user)
  await page.goto('/user/produk/all')
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
  await page.getByText('+ Nama', { exact: true }).click()

  const search = page.getByRole('searchbox', { name: 'Cari produk' })
  let answer = nameSearchAnswer(page, 'kampas rem depan xpander')
  await search.fill('kampas rem depan xpander')
  expect((await answer).ok()).toBe(true)
  // 'Relevansi': names with every word, shorter first, so the plain pad of the model leads
  await expect(nameOf(page, 0)).toHaveAttribute('title', /^BRAKE PAD FR XPANDER\b/)
  await expect(nameOf(page, 0).locator('mark')).toHaveText(['BRAKE', 'PAD', 'FR', 'XPANDER'])

  await page.getByRole('button', { name: 'Filter & Sort' }).click()
  await expect(page.getByRole('combobox', { name: 'Urutkan' })).toHaveValue('Relevansi')
  await expect(page.getByRole('radio', { name: 'Naik' })).toBeDisabled()
  expect(describeViolations('marked names, Filter & Sort open', await wcagViolations(page))).toEqual([])

  answer = nameSearchAnswer(page, 'fliter oli')
  await search.fill('fliter oli')
  const found = (await (await answer).json()) as { items: { name: string }[]; highlight?: string[] }
  expect(found.items.length).toBeGreaterThan(0)
  expect(found.items.every((item) => item.name.includes('FILTER OIL'))).toBe(true)
  await expect(nameOf(page, 0)).toHaveAttribute('title', /FILTER OIL/)
  await expect(nameOf(page, 0).locator('mark')).toHaveText(['FILTER', 'OIL'])
})
