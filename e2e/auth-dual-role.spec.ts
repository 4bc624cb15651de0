import { demo, expectHome, login, snap } from './support'
import { expect, test } from './support/test'

test('a dual-role account picks the seller role, is remembered, and switches back', async ({ page }) => {
  await login(page, demo.dual)
  await expect(page.getByRole('heading', { name: 'Pilih peran' })).toBeVisible()
  await expect(page.getByText('Akun Anda memiliki lebih dari satu peran.', { exact: false })).toBeVisible()
  await snap(page, 'role-picker')
  await page.getByRole('button', { name: /Staff DIPO \(Seller\)/ }).click()
  await expectHome(page, 'seller')

  // same browser: the next sign-in goes straight to the remembered role
  await page.getByRole('button', { name: 'Logout' }).click()
  await expect(page).toHaveURL('/login')
  await login(page, demo.dual)
  await expectHome(page, 'seller')

  await page.getByRole('button', { name: 'Ganti Peran' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pilih peran' })
  await expect(dialog.getByRole('button', { name: /Staff DIPO \(Seller\)/ })).toContainText('Peran saat ini')
  await dialog.getByRole('button', { name: /Pembeli \(User\)/ }).click()
  await expect(dialog).toBeHidden()
  await expectHome(page, 'user')
  await expect(page.getByRole('link', { name: /^Keranjang/ })).toBeVisible()
})
