import { demo, login } from './support'
import { expect, test } from './support/test'

test('an unknown address shows the not-found page without the navbar', async ({ page }) => {
  await login(page, demo.user)
  await page.goto('/user/tidak-ada')
  await expect(page.getByRole('heading', { name: 'Halaman tidak ditemukan', level: 1 })).toBeVisible()
  await expect(page.getByText('Alamat yang Anda buka tidak ada atau sudah dipindahkan.')).toBeVisible()
  await expect(page.getByRole('link', { name: 'Kembali ke beranda' })).toBeVisible()
  await expect(page.getByRole('navigation')).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Logout' })).toHaveCount(0)
})

test('the root address leads to the login page', async ({ page }) => {
  await page.goto('/')
  await expect(page).toHaveURL('/login')
  await expect(page.getByRole('heading', { name: 'Masuk ke DIPO Parts' })).toBeVisible()
})
