import { demo, expectHome, login } from './support'
import { test } from './support/test'

test('a buyer opening a seller page is sent to the buyer home', async ({ page }) => {
  await login(page, demo.user)
  await page.goto('/seller/pesanan')
  await expectHome(page, 'user')
})

test('a seller opening the cart is sent to the seller home', async ({ page }) => {
  await login(page, demo.seller)
  await page.goto('/user/keranjang')
  await expectHome(page, 'seller')
})
