import { expect, test } from '@playwright/test'
import { login } from './support'
import { describeViolations, wcagViolations } from './support/axe'
import { pageSettled, ROUTES } from './support/routes'

// WCAG 2.2 AA on every screen of every role (the routes of support/routes.ts), at a small phone's
// width and at a desk, with its data loaded: axe-core, the engine WCAG audits use, finds no violation.

for (const width of [360, 1280]) {
  test(`the sign-in and not-found pages have no WCAG violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const found: string[] = []
    for (const path of ['/login', '/tidak-ada']) {
      await page.goto(path)
      await pageSettled(page)
      found.push(...describeViolations(path, await wcagViolations(page)))
    }
    expect(found).toEqual([])
  })

  for (const [account, routesOf] of Object.entries(ROUTES)) {
    test(`every screen of ${account} has no WCAG violation at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height: 800 })
      await login(page, account)
      const found: string[] = []
      for (const path of await routesOf(page)) {
        await page.goto(path)
        await pageSettled(page)
        found.push(...describeViolations(`${path} @${width}`, await wcagViolations(page)))
      }
      expect(found).toEqual([])
    })
  }
}
