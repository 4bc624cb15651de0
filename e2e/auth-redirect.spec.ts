import { demo, submitLogin } from './support'
import { expect, test } from './support/test'

test('an anonymous visitor of the cart signs in and comes back to the cart', async ({ page }) => {
  await page.goto('/user/keranjang')
  await expect(page).toHaveURL(/\/login\?redirect=(%2F|\/)user(%2F|\/)keranjang$/)
  await expect(page.getByRole('heading', { name: 'Masuk ke DIPO Parts' })).toBeVisible()

  await submitLogin(page, demo.user)
  await expect(page).toHaveURL('/user/keranjang', { timeout: 15_000 })
  await expect(page.getByRole('heading', { name: 'Keranjang', level: 1 })).toBeVisible()
})
