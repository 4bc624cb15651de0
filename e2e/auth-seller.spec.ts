import { demo, expectHome, login, snap } from './support'
import { expect, test } from './support/test'

test('a seller signs in to the estimates and sees the seller navbar', async ({ page }) => {
  await login(page, demo.seller)
  await expectHome(page, 'seller') // brand 'DIPO Parts (Seller)'
  const nav = page.getByRole('navigation', { name: 'Navigasi utama' })
  for (const label of ['Produk', 'Pesanan', 'Laporan', 'Manajemen User', 'Profil', 'Bantuan']) {
    await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible()
  }
  // the cart belongs to buyers
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toHaveCount(0)
  await snap(page, 'seller-shell-desktop')
})
