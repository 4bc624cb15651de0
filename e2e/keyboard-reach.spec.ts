import type { Page } from '@playwright/test'
import { login } from './support'
import { hiddenFocus } from './support/keyboard'
import { pageSettled, ROUTES } from './support/routes'
import { expect, test } from './support/test'

// Everything a mouse can press, a keyboard can reach, and the focus can always be seen: on every
// route of the buyer, staff and head office, at a desk and on a phone, nothing that shows the
// pointing hand is out of the keyboard's reach, and Tab through the whole page stops only where
// the focus shows.

/** What shows the pointing hand but neither takes the focus nor holds or sits in something that does. */
function pointerOnly(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const FOCUSABLE =
      'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), label, summary'
    const found: string[] = []
    for (const el of document.querySelectorAll('body *')) {
      const style = getComputedStyle(el)
      if (style.cursor !== 'pointer') continue
      // where the hand starts: its parent does not show it already
      if (el.parentElement && getComputedStyle(el.parentElement).cursor === 'pointer') continue
      const box = el.getBoundingClientRect()
      if (box.width < 2 || box.height < 2 || style.visibility === 'hidden' || el.closest('[aria-hidden="true"]')) continue
      if (el.matches(FOCUSABLE) || el.closest(FOCUSABLE) || el.querySelector(FOCUSABLE)) continue
      const name = ((el as HTMLElement).innerText || el.getAttribute('aria-label') || '').trim().replace(/\s+/g, ' ')
      found.push(`${el.tagName.toLowerCase()} '${name.slice(0, 50)}' is pressed by mouse only`)
    }
    return found
  })
}

/** Tab from the top through the page (at most `max` stops): each stop where the focus does not show. */
async function tourWithoutFocus(page: Page, max = 200): Promise<string[]> {
  await page.evaluate(() => {
    ;(document.activeElement as HTMLElement | null)?.blur()
    window.scrollTo({ top: 0 })
  })
  const hidden = new Set<string>()
  let first: string | null = null
  for (let stop = 0; stop < max; stop++) {
    await page.keyboard.press('Tab')
    const here = await page.evaluate(() => {
      const el = document.activeElement
      return el && el !== document.body ? `${el.tagName}:${el.outerHTML.slice(0, 120)}` : null
    })
    if (here === null) break
    if (here === first) break
    first ??= here
    const missing = await hiddenFocus(page)
    if (missing) hidden.add(`the focus does not show on ${missing}`)
  }
  return [...hidden]
}

const SIZES = {
  desk: { viewport: { width: 1280, height: 800 } },
  phone: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true },
} as const

for (const [size, options] of Object.entries(SIZES)) {
  for (const [account, routesOf] of Object.entries(ROUTES)) {
    test(`every screen of ${account} is the keyboard's too, on a ${size}`, async ({ browser }) => {
      test.setTimeout(300_000)
      const context = await browser.newContext(options)
      const page = await context.newPage()
      await login(page, account)
      const found: string[] = []
      for (const path of await routesOf(page)) {
        await page.goto(path)
        await pageSettled(page)
        const problems = [...(await pointerOnly(page)), ...(await tourWithoutFocus(page))]
        found.push(...problems.map((problem) => `${path} (${size}): ${problem}`))
      }
      await context.close()
      expect(found).toEqual([])
    })
  }
}
