import { demo, expectHome, login, snap } from './support'
import { expect, test } from './support/test'

test('a buyer signs in to the product page, sees the buyer navbar and logs out', async ({ page }) => {
  await page.goto('/login')
  await expect(page.getByRole('heading', { name: 'Masuk ke DIPO Parts' })).toBeVisible()
  await expect(page.getByText('Pesan suku cadang resmi untuk bengkel dan toko Anda, langsung dari dealer.')).toBeVisible()
  await snap(page, 'login-desktop')

  await login(page, demo.user)
  await expectHome(page, 'user')
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
  for (const label of ['Produk', 'Pesanan', 'Laporan', 'Profil', 'Bantuan']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  await expect(nav.getByRole('link', { name: 'Manajemen User' })).toHaveCount(0)
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeVisible()
  await snap(page, 'buyer-shell-desktop')

  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { name: 'Masuk ke DIPO Parts' })).toBeVisible()
})
