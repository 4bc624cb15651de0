import type { Locator, Page } from '@playwright/test'
import { demo, expectHome, login, newContextAs, snap } from './support'
import { expect, test } from './support/test'

// Head office on its first day: signs in, opens a branch, gives it its first staff member; that
// person signs in with the password head office chose, chooses his own, works in his branch and
// cannot open head office's screens.

const suffix = String(Date.now()).slice(-5)
const code = `E2E${suffix}`
const username = `staf.e2e${suffix}`
const given = 'Awal12345'
const chosen = 'pilihanku9'

/** A choice of a searchable select: its options open in a layer of their own. */
async function pickOption(page: Page, scope: Page | Locator, label: string | RegExp, option: string | RegExp) {
  await scope.getByLabel(label).and(scope.locator('input')).click()
  await page.getByRole('option', { name: option }).click()
}

test('head office opens a branch and its first staff member, who chooses his own password and stays out of /admin', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await login(page, demo.admin)
  await expectHome(page, 'admin')

  // the branch
  await page.getByRole('button', { name: 'Tambah Cabang' }).click()
  const branchDialog = page.getByRole('dialog', { name: 'Tambah Cabang' })
  await branchDialog.getByLabel('Kode Cabang').fill(code.toLowerCase())
  await expect(branchDialog.getByLabel('Kode Cabang')).toHaveValue(code)
  await branchDialog.getByLabel('Nama Cabang').fill(`Dipo Uji ${suffix}`)
  await branchDialog.getByLabel('Alamat').fill('Jl. Rungkut Industri 12, Surabaya')
  await branchDialog.getByLabel('Telepon').fill('(031) 555-0101')
  await branchDialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(`Cabang ${code} berhasil dibuat`)).toBeVisible()
  const row = page.getByRole('row').filter({ hasText: code })
  await expect(row).toContainText('Jl. Rungkut Industri 12, Surabaya')
  await expect(row).toContainText('Aktif')

  // its first staff member, who chooses his own password at first sign-in (ticked by default)
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Staff' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Staff' })).toBeVisible()
  await page.getByRole('button', { name: 'Tambah Staff' }).click()
  const staffDialog = page.getByRole('dialog', { name: 'Tambah Staff' })
  await pickOption(page, staffDialog, /^Cabang/, new RegExp(`^${code} · `))
  await staffDialog.getByLabel('Username').fill(username)
  await staffDialog.getByLabel('Nama Depan').fill('Sari')
  await staffDialog.getByLabel('Nama Belakang').fill('Wulandari')
  await staffDialog.getByLabel(/^Password/).fill(given)
  await staffDialog.getByLabel('Konfirmasi Password').fill(given)
  await expect(staffDialog.getByLabel('Wajib ganti password saat login pertama')).toBeChecked()
  await staffDialog.getByRole('button', { name: 'Simpan' }).click()
  await expect(page.getByText(`Staff "${username.toUpperCase()}" berhasil dibuat`)).toBeVisible()
  await pickOption(page, page, 'Cabang', new RegExp(`^${code} · `))
  const staffRow = page.getByRole('row').filter({ hasText: username })
  await expect(staffRow).toContainText(code)
  await expect(staffRow).toContainText('Belum ganti password')

  // the audit says who did it
  await page.getByRole('navigation', { name: 'Navigasi utama' }).getByRole('link', { name: 'Audit' }).click()
  await page.getByLabel('Subjek').fill(code)
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Cabang ${code}` })
      .first(),
  ).toContainText(demo.admin)

  // the staff member signs in, is asked for his own password first, then works in his branch
  const staff = await newContextAs(browser, username, given)
  const s = staff.page
  await expect(s).toHaveURL(/\/password-baru$/)
  await expect(s.getByRole('heading', { name: 'Buat Password Baru' })).toBeVisible()
  await snap(s, 'admin-password-baru-1280')
  await s.setViewportSize({ width: 360, height: 800 })
  await snap(s, 'admin-password-baru-360')
  // nothing else opens meanwhile
  await s.goto('/seller/pesanan/estimasi')
  await expect(s).toHaveURL(/\/password-baru$/)
  await s.getByLabel('Password Saat Ini').fill(given)
  await s.getByLabel(/^Password Baru/).fill(chosen)
  await s.getByLabel('Konfirmasi Password Baru').fill(chosen)
  await s.getByRole('button', { name: 'Simpan Password' }).click()
  await expectHome(s, 'seller')

  // head office's screens are not his
  await s.goto('/admin/cabang')
  await expectHome(s, 'seller')
  await staff.context.close()
})

test('staff of the demo opening head office screens are sent home', async ({ page }) => {
  await login(page, demo.seller)
  for (const path of ['/admin/cabang', '/admin/staff', '/admin/audit']) {
    await page.goto(path)
    await expectHome(page, 'seller')
  }
})

for (const width of [360, 390, 1280]) {
  test(`head office's screens at ${width} px`, async ({ page }) => {
    test.setTimeout(90_000)
    await page.setViewportSize({ width, height: width < 500 ? 800 : 900 })
    await login(page, demo.admin)
    await expectHome(page, 'admin')
    await expect(page.getByText('JKT01').first()).toBeVisible()
    await snap(page, `admin-cabang-${width}`)
    await page.getByRole('button', { name: 'Tambah Cabang' }).click()
    await page.getByRole('dialog', { name: 'Tambah Cabang' }).getByRole('button', { name: 'Simpan' }).click()
    await snap(page, `admin-cabang-baru-${width}`)
    await page.keyboard.press('Escape')

    await page.goto('/admin/staff')
    await expect(page.getByText('demo.seller').first()).toBeVisible()
    await snap(page, `admin-staff-${width}`)
    await page.getByRole('button', { name: 'Kelola demo.seller', exact: true }).click()
    await expect(page.getByRole('dialog', { name: 'Staff demo.seller' })).toBeVisible()
    await snap(page, `admin-staff-kelola-${width}`)
    await page.keyboard.press('Escape')
    await page.getByRole('button', { name: 'Tambah Staff' }).click()
    await expect(page.getByRole('dialog', { name: 'Tambah Staff' })).toBeVisible()
    await snap(page, `admin-staff-baru-${width}`)
    await page.keyboard.press('Escape')

    await page.goto('/admin/audit')
    await expect(page.getByRole('heading', { level: 1, name: 'Audit' })).toBeVisible()
    await snap(page, `admin-audit-${width}`)
    await page.goto('/admin/laporan')
    await expect(page.getByText('Data per').first()).toBeVisible({ timeout: 15_000 })
    await snap(page, `admin-laporan-${width}`)
    await page.goto('/admin/profile')
    await expect(page.getByRole('heading', { level: 1, name: 'Profil' })).toBeVisible()
    await snap(page, `admin-profil-${width}`)
    if (width < 500) {
      await page.getByRole('button', { name: 'Menu' }).click()
      await snap(page, `admin-menu-${width}`)
    }
  })
}
