// The journeys' `test`: Playwright's own, with two things every journey needs now that the server
// renders a page's first screen (docs/decisions.md 'First screens from the server'), on every page
// a journey opens (its own and those of the contexts it makes):
// - a page loaded by goto or reload is used once the app has taken it over (`data-app-ready` on
//   <html>, web/main.tsx): the server's HTML is on screen earlier, before its buttons answer;
// - a journey fails when a page was taken over with a mismatch (React's hydration errors, named
//   by number only in production).
import { test as base, expect, type Page, type Response } from '@playwright/test'

/** 418 text or markup differs, 419 a boundary the server could not finish, 421-425 a boundary redone. */
const HYDRATION_ERROR = /Minified React error #(418|419|421|422|423|425)\b|Hydration failed|hydrat\w+ mismatch/i
const READY = 'html[data-app-ready]'

/** The mismatches seen during the running journey (one journey at a time per worker). */
const mismatches: string[] = []

async function takenOver(page: Page, response: Response | null): Promise<void> {
  if (!response?.headers()['content-type']?.includes('text/html')) return
  await page.locator(READY).waitFor({ state: 'attached', timeout: 15_000 })
}

/** Makes `page`'s goto and reload wait for the app to take the page over, and notes its mismatches. */
function watch(page: Page): void {
  const goto = page.goto.bind(page)
  const reload = page.reload.bind(page)
  page.goto = async (url, options) => {
    const response = await goto(url, options)
    if (options?.waitUntil !== 'commit') await takenOver(page, response)
    return response
  }
  page.reload = async (options) => {
    const response = await reload(options)
    if (options?.waitUntil !== 'commit') await takenOver(page, response)
    return response
  }
  page.on('pageerror', (error) => {
    if (HYDRATION_ERROR.test(error.message)) mismatches.push(`${page.url()}: ${error.message}`)
  })
  page.on('console', (message) => {
    if (message.type() === 'error' && HYDRATION_ERROR.test(message.text())) mismatches.push(`${page.url()}: ${message.text()}`)
  })
}

export const test = base.extend<{ takesOverWithoutMismatch: undefined }>({
  // the journey's own page, and every page of the contexts it makes itself
  context: async ({ context }, use) => {
    context.on('page', watch)
    await use(context)
  },
  browser: [
    async ({ browser }, use) => {
      const newContext = browser.newContext.bind(browser)
      browser.newContext = async (options) => {
        const context = await newContext(options)
        context.on('page', watch)
        return context
      }
      await use(browser)
    },
    { scope: 'worker' },
  ],
  takesOverWithoutMismatch: [
    async ({ context: _context }, use) => {
      mismatches.length = 0
      await use(undefined)
      expect(mismatches, 'a server-rendered page taken over with a mismatch').toEqual([])
    },
    { auto: true },
  ],
})

export { expect }
