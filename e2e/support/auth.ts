import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from './accounts'

/**
 * Signs in through the login screen, as a person would. Fields are found by their labels
 * (the screen may say 'Password' or 'Kata sandi'), so a login test also checks accessibility.
 * Resolves once the app has left /login (a journey that expects a login to fail fills the form
 * itself).
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login')
  // `.and(input)`: a show-password toggle may carry a label like 'Tampilkan kata sandi' too
  const input = page.locator('input')
  await page.getByLabel(/username/i).and(input).fill(username)
  await page.getByLabel(/password|kata sandi/i).and(input).fill(password)
  // the form's submit button, whatever its text; it is enabled once both fields are valid
  await page.locator('form button[type="submit"]').click()
  // generous: scrypt plus the first load of the role's screens on a busy 2-core machine
  await expect(page).not.toHaveURL(/\/login(\?|$)/, { timeout: 15_000 })
}

/**
 * A fresh browser context (own cookies) already signed in as `username`; for journeys where two
 * people act on the same order, e.g. a buyer and a staff member. Close it when done.
 */
export async function newContextAs(
  browser: Browser,
  username: string,
  password = DEMO_PASSWORD,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await login(page, username, password)
  return { context, page }
}
