import { createBuyer, passwordField, snap, staffApi, submitButton, submitLogin, usernameField } from './support'
import { expect, test } from './support/test'

const LOCKED = /^Akun terkunci sementara karena terlalu banyak percobaan\. Coba lagi dalam \d+ menit \d+ detik\.$/

test('ten wrong passwords lock the account and the form', async ({ page, baseURL }) => {
  test.setTimeout(90_000) // four 5-second countdowns and ten password checks
  // an account of its own on every attempt: a retry must not meet the lock of the last one
  const staff = await staffApi(baseURL as string)
  const { username } = await createBuyer(staff, 'lock')
  await staff.dispose()
  await page.goto('/login')

  for (let attempt = 1; attempt <= 9; attempt++) {
    // attempts 6 to 9 first wait for a 5-second countdown
    await expect(submitButton(page)).toHaveText('Masuk', { timeout: 10_000 })
    await submitLogin(page, username, 'bukan-sandinya')
    await expect(page.getByText(`Username atau kata sandi salah. (Sudah salah ${attempt}×)`, { exact: true })).toBeVisible({
      timeout: 10_000,
    })
    if (attempt >= 5 && attempt <= 8) {
      await expect(submitButton(page)).toHaveText(/^Tunggu [1-5] detik$/)
      await expect(submitButton(page)).toBeDisabled()
    }
  }

  // the 10th attempt needs no countdown
  await expect(submitButton(page)).toHaveText('Masuk')
  await submitButton(page).click()
  await expect(page.getByText(LOCKED)).toBeVisible({ timeout: 10_000 })
  await expect(page.getByText(/^Perkiraan dibuka kembali: (hari ini|besok) pukul \d\d\.\d\d$/)).toBeVisible()
  await expect(usernameField(page)).toBeDisabled()
  await expect(passwordField(page)).toBeDisabled()
  await expect(submitButton(page)).toBeDisabled()
  await snap(page, 'lockout-banner')
})
