import { expect, test } from '@playwright/test'

// Exercises the whole pipeline (build, server start, Chromium) until the real journeys exist.
test('the login page offers a password field', async ({ page }) => {
  await page.goto('/login')
  await expect(page.locator('input[type="password"]')).toBeVisible()
})
