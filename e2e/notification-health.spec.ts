import { demo, login, newContextAs } from './support'
import { expect, test } from './support/test'

// 'Kirim notifikasi uji' says where the test went (this portal sends no e-mail and the buyer's
// browser takes no push: the list alone) and its message opens an order; head office reads how
// the outbox fares under Notifikasi.

test('a buyer’s test says where it went and opens an order; head office reads the outbox under Notifikasi', async ({
  page,
  browser,
}) => {
  await login(page, demo.user)
  await page.goto('/user/profile')
  await page.getByRole('button', { name: 'Kirim notifikasi uji' }).click()
  const said = page.getByRole('status', { name: 'Notifikasi uji masuk ke daftar notifikasi' })
  await expect(said).toContainText('notifikasi uji hanya ada di daftar')

  await page.getByRole('button', { name: /^Notifikasi, \d+\+? belum dibaca$/ }).click()
  const panel = page.getByRole('dialog', { name: 'Notifikasi' })
  await panel.getByTestId('notification').filter({ hasText: 'Notifikasi uji' }).first().click()
  await expect(page).toHaveURL(/\/user\/pesanan\/(estimasi|konfirmasi|po|diproses|batal)\/\d+$/)

  const { context, page: office } = await newContextAs(browser, demo.admin)
  try {
    await office.getByRole('link', { name: 'Notifikasi' }).first().click()
    await expect(office.getByRole('heading', { level: 1, name: 'Kesehatan Notifikasi' })).toBeVisible()
    await expect(office.getByRole('region', { name: 'E-mail' })).toContainText('Tidak aktif di server ini')
    await expect(office.getByRole('region', { name: 'Push' })).toContainText('Kesalahan terakhir')
  } finally {
    await context.close()
  }
})
