import { createBuyer, DEMO_PASSWORD, deactivateUser, login, snap, staffApi, submitLogin } from './support'
import { expect, test } from './support/test'

test('a new buyer sets email and mobile once, changes the password and lands on /login', async ({ page, baseURL }) => {
  const staff = await staffApi(baseURL as string)
  const { username } = await createBuyer(staff, 'profil', '')
  await staff.dispose()

  await login(page, username)
  await page.goto('/user/profile')
  await expect(page.getByRole('heading', { name: 'Profil' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Toko Terdaftar' })).not.toHaveValue('-')

  const email = page.getByRole('textbox', { name: 'Email' })
  await email.fill('uji@bengkel')
  await expect(page.getByText('Format email tidak valid (cek domain)')).toBeVisible()
  await email.fill('Uji@Bengkel.co.id')
  await page.getByRole('button', { name: 'Simpan Email' }).click()
  await expect(page.getByText('Perubahan disimpan.').first()).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('uji@bengkel.co.id')
  await expect(page.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly', '')

  const mobile = page.getByRole('textbox', { name: 'No. HP' })
  await mobile.fill('+62 812-3456-7890')
  await page.getByRole('button', { name: 'Simpan No. HP' }).click()
  await expect(page.getByRole('textbox', { name: 'No. HP' })).toHaveValue('081234567890')
  await expect(page.getByRole('textbox', { name: 'No. HP' })).toHaveAttribute('readonly', '')
  await page.setViewportSize({ width: 390, height: 844 })
  await snap(page, 'profile-phone')
  await page.setViewportSize({ width: 1280, height: 800 })
  await snap(page, 'profile-desk')

  await page.getByRole('button', { name: 'Ganti Password' }).click()
  const dialog = page.getByRole('dialog', { name: 'Ganti Password' })
  await dialog.getByLabel('Password Saat Ini').fill('salah123')
  await dialog.getByLabel('Password Baru', { exact: true }).fill('sandibaru1')
  await dialog.getByLabel('Konfirmasi Password Baru').fill('sandibaru1')
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(dialog.getByText('Password saat ini salah.')).toBeVisible()

  await dialog.getByLabel('Password Saat Ini').fill(DEMO_PASSWORD)
  await dialog.getByRole('button', { name: 'Simpan' }).click()
  // the plain form: the next sign-in lands on the buyer's home, not back on the profile
  await expect(page).toHaveURL(/\/login$/, { timeout: 15_000 })
  await expect(page.getByText('Password diganti. Keluar…')).toBeVisible()

  await submitLogin(page, username, 'sandibaru1')
  await expect(page).toHaveURL(/\/user\/produk$/, { timeout: 15_000 })
})

test('a deactivated buyer is signed out of an open tab on his next call', async ({ page, baseURL }) => {
  const staff = await staffApi(baseURL as string)
  const buyer = await createBuyer(staff, 'keluar')
  await login(page, buyer.username)
  await expect(page).toHaveURL(/\/user\/produk/)

  await deactivateUser(staff, buyer.id)
  await staff.dispose()
  // the tab's next call, a click or its own background refresh, meets the ended session
  await page
    .getByRole('link', { name: 'Pesanan' })
    .first()
    .click({ timeout: 3_000 })
    .catch(() => undefined)
  await expect(page).toHaveURL(/\/login/, { timeout: 10_000 })

  await submitLogin(page, buyer.username)
  await expect(page.getByText('Akun Anda tidak memiliki akses.')).toBeVisible()
})
