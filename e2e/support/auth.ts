import { type Browser, type BrowserContext, expect, type Page } from '@playwright/test'
import { DEMO_PASSWORD } from './accounts'

/** The sign-in form's submit button, whatever it says ('Masuk', 'Tunggu 5 detik', 'Memproses…'). */
export const submitButton = (page: Page) => page.locator('form button[type="submit"]')

// Fields are found by their labels (the screen may say 'Password' or 'Kata sandi'), so a login
// test also checks accessibility; `.and(input)`: the show-password toggle carries a label too.
export const usernameField = (page: Page) => page.getByLabel(/username/i).and(page.locator('input'))
export const passwordField = (page: Page) => page.getByLabel(/password|kata sandi/i).and(page.locator('input'))

/**
 * Fills and submits the sign-in form on the current page (e.g. /login?redirect=…), without
 * waiting for the outcome.
 */
export async function submitLogin(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await usernameField(page).fill(username)
  await passwordField(page).fill(password)
  // enabled once both fields are valid
  await submitButton(page).click()
}

/**
 * Signs in through the login screen, as a person would. Resolves once the app has left /login
 * (a journey that expects a login to fail fills the form itself with submitLogin).
 */
export async function login(page: Page, username: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login')
  await submitLogin(page, username, password)
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
