import type { Page } from '@playwright/test'
import sharp from 'sharp'
import { DEMO_PASSWORD, demo, login, newContextAs, snap } from './support'
import { expect, test } from './support/test'

// A branch registers a new workshop and its first person, finds both, and gives him a new password.
const suffix = `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`.toUpperCase()
const storeCode = `E2E${suffix}`
const storeName = `BENGKEL UJI ${suffix}`
const username = `E2E.B${suffix}`

async function photoFile(): Promise<{ name: string; mimeType: string; buffer: Buffer }> {
  const buffer = await sharp({ create: { width: 96, height: 96, channels: 3, background: '#1c7ed6' } })
    .jpeg()
    .toBuffer()
  return { name: 'foto.jpg', mimeType: 'image/jpeg', buffer }
}

async function openTile(page: Page, name: string): Promise<void> {
  await page.goto('/seller/manajemen-user')
  await page.getByRole('link', { name: new RegExp(name) }).click()
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible()
}

test('staff register a store and a buyer with a photo, find both, and reset his password', async ({ page, browser }) => {
  test.setTimeout(120_000)
  await login(page, demo.seller)
  await page.goto('/seller/manajemen-user')
  await snap(page, 'management-hub')

  // the store
  await openTile(page, 'Daftar Toko')
  await page.getByLabel('Kode IBS').fill(`e2e ${suffix.toLowerCase()}`)
  await expect(page.getByLabel('Kode IBS')).toHaveValue(storeCode)
  await expect(page.getByText('Kode IBS tersedia')).toBeVisible()
  await page.getByLabel('Nama Toko').fill(storeName.toLowerCase())
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText('Toko berhasil didaftarkan')).toBeVisible()

  // the buyer, with a photo
  await openTile(page, 'Daftar User')
  await page.getByLabel('Username').fill(username.toLowerCase())
  await expect(page.getByText('Username tersedia')).toBeVisible()
  await page.getByLabel('Nama Depan').fill('Bayu')
  await page.getByLabel('Nama Belakang').fill('Uji')
  await page.getByLabel('No. HP').fill('+62 812-3456-7890')
  await expect(page.getByText('Disimpan sebagai 081234567890')).toBeVisible()
  await page.getByLabel(/^Password/).fill(DEMO_PASSWORD)
  await page.getByLabel('Konfirmasi Password').fill(DEMO_PASSWORD)
  await page.getByLabel('Cari toko').fill(suffix)
  await page.getByRole('radio', { name: new RegExp(storeCode) }).check()
  await page.getByLabel('Foto profil').setInputFiles(await photoFile())
  await snap(page, 'management-register-user')
  await page.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(`User "${username}" berhasil dibuat`)).toBeVisible()

  // both in the lists
  await openTile(page, 'List Toko')
  await page.getByLabel('Cari toko').fill(storeCode)
  await page.getByText(storeName).first().click()
  const storeDialog = page.getByRole('dialog')
  await expect(storeDialog.getByText(username.toLowerCase()).or(storeDialog.getByText(username))).toBeVisible()
  await snap(page, 'management-store-detail')
  await page.keyboard.press('Escape')

  await openTile(page, 'List User')
  await page.getByLabel('Cari user').fill(username.toLowerCase())
  await page
    .getByText(/Bayu Uji/)
    .first()
    .click()
  const userDialog = page.getByRole('dialog')
  const photo = userDialog.getByRole('img', { name: /^Foto / })
  await expect(photo).toBeVisible()
  // the picture really loaded (served to signed-in staff from the database)
  await expect.poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0)
  await expect(userDialog.getByText(storeName)).toBeVisible()
  await userDialog.getByLabel(/^Password Baru/).fill('gantibaru1')
  await userDialog.getByLabel('Ulangi Password Baru').fill('gantibaru1')
  await snap(page, 'management-user-detail')
  await userDialog.getByRole('button', { name: 'Reset Password' }).click()
  await expect(page.getByText('Password berhasil direset')).toBeVisible()

  // the new buyer signs in with the password he was given, and first chooses his own
  // ('Wajib ganti password saat login pertama' stayed ticked)
  const buyer = await newContextAs(browser, username.toLowerCase(), 'gantibaru1')
  const b = buyer.page
  await expect(b).toHaveURL(/\/password-baru$/)
  await b.getByLabel('Password Saat Ini').fill('gantibaru1')
  await b.getByLabel(/^Password Baru/).fill('pilihanku1')
  await b.getByLabel('Konfirmasi Password Baru').fill('pilihanku1')
  await b.getByRole('button', { name: 'Simpan Password' }).click()
  await expect(b).toHaveURL(/\/user\/produk/, { timeout: 15_000 })
  await buyer.context.close()
})

test('on a phone the user list is cards and the forms are one column', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 })
  await login(page, demo.seller)
  await page.goto('/seller/manajemen-user/list-user')
  await expect(page.getByText('STAF').first()).toBeVisible()
  await snap(page, 'management-user-list-phone')
  await page.goto('/seller/manajemen-user/daftar-user')
  await snap(page, 'management-register-user-phone')
})
