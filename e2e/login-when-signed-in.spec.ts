import { demo, expectHome, login } from './support'
import { test } from './support/test'

test('a signed-in buyer opening the login page is sent to the product page', async ({ page }) => {
  await login(page, demo.user)
  await page.goto('/login')
  await expectHome(page, 'user')
})

test('a signed-in seller opening the login page is sent to the estimates', async ({ page }) => {
  await login(page, demo.seller)
  await page.goto('/login')
  await expectHome(page, 'seller')
})

test('the brand leads a signed-in seller home, through / and the login page', async ({ page }) => {
  await login(page, demo.seller)
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Laporan' }).click()
  await page.waitForURL('/seller/laporan')
  await page.getByRole('link', { name: 'DIPO Parts (Seller)' }).click()
  await expectHome(page, 'seller')
})
