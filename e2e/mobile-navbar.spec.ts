import { demo, expectHome, login, snap } from './support'
import { expect, test } from './support/test'

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

test('on a phone the buyer navbar folds into a menu', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Masuk ke DIPO Parts' })).toBeVisible()
  await snap(page, 'login-mobile')

  await login(page, demo.user)
  await expectHome(page, 'user')
  const menuButton = page.getByRole('button', { name: 'Menu' })
  await expect(menuButton).toBeVisible()
  await expect(page.getByRole('link', { name: 'Laporan' })).toBeHidden()
  // the cart stays in reach
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeVisible()
  await snap(page, 'buyer-shell-mobile')

  await menuButton.click()
  const drawer = page.getByRole('dialog')
  for (const label of ['Produk', 'Pesanan', 'Laporan', 'Profil', 'Bantuan']) {
    await expect(drawer.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await expect(drawer.getByText('Masuk sebagai Budi Santoso · BENGKEL SUMBER JAYA MOTOR')).toBeVisible()
  await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible()
  await snap(page, 'buyer-menu-mobile')

  await drawer.getByRole('link', { name: 'Laporan', exact: true }).click()
  await expect(page).toHaveURL('/user/laporan')
  await expect(drawer).toBeHidden()
})
