import type { Page } from '@playwright/test'
import { ROLES, type Role } from '../common/roles'
import { paths } from '../web/lib/paths'
import { screenAddresses, screensOutsideAreas } from './every-screen'
import { csrfHeader, DEMO_PASSWORD, demo, freshUsername, login } from './support'
import { describeViolations, wcagViolations } from './support/axe'
import { pageSettled } from './support/routes'
import { expect, test } from './support/test'

// WCAG 2.2 AA on every screen of every role, at a small phone's width and at a desk, with its data
// loaded: axe-core, the engine WCAG audits use, finds no violation. The screens are the app's
// route table's (every-screen.ts), each detail opened on a demo record.

const ACCOUNT_OF: Record<Role, string> = { user: demo.user, seller: demo.seller, admin: demo.admin }

/** Opens `address` and audits it, making sure it is the screen itself and not where it sent us. */
async function auditScreen(page: Page, address: string, width: number): Promise<string[]> {
  await page.goto(address)
  await pageSettled(page)
  expect(new URL(page.url()).pathname, `${address} stayed on its own screen`).toBe(address.split('?')[0])
  return describeViolations(`${address} @${width}`, await wcagViolations(page))
}

/** A buyer whose password staff set: he must choose his own first, on 'Buat Password Baru'. */
async function buyerWhoMustChangePassword(page: Page): Promise<string> {
  await login(page, demo.seller)
  const headers = await csrfHeader(page)
  const stores = await page.request.get('/api/seller/stores?limit=1')
  const username = freshUsername('e2e.baru')
  const res = await page.request.post('/api/seller/users', {
    headers,
    multipart: {
      username,
      first_name: 'Uji',
      last_name: 'Baru',
      role: 'user',
      mobile: '081234567890',
      password: DEMO_PASSWORD,
      confirm_password: DEMO_PASSWORD,
      store_id: String((await stores.json()).items[0].id),
      is_salesman: '0',
      must_change_password: '1',
    },
  })
  expect(res.status(), await res.text()).toBe(201)
  await page.context().clearCookies()
  return username
}

test('the screens outside the areas are the ones audited below', () => {
  // a new screen outside /user, /seller and /admin needs an account to show it: add its test here
  expect(screensOutsideAreas()).toEqual([paths.newPassword])
})

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

  for (const area of ROLES) {
    test(`every screen of /${area} has no WCAG violation at ${width} px`, async ({ page }) => {
      test.setTimeout(360_000)
      await page.setViewportSize({ width, height: 800 })
      await login(page, ACCOUNT_OF[area])
      const found: string[] = []
      for (const address of await screenAddresses(page, area)) found.push(...(await auditScreen(page, address, width)))
      expect(found).toEqual([])
    })
  }

  test(`'Buat Password Baru' has no WCAG violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const username = await buyerWhoMustChangePassword(page)
    await login(page, username)
    await expect(page).toHaveURL(paths.newPassword)
    expect(await auditScreen(page, paths.newPassword, width)).toEqual([])
  })
}
