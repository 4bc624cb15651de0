import type { Page } from '@playwright/test'
import { formatEta } from '../common/eta'
import { addDays, jakartaDay } from '../common/jakarta-time'
import { createEstimate, demo, login, newContextAs, pickParts, snap } from './support'
import { expect, test } from './support/test'

// An Indent line with its arrival date: staff at a desk answer a line Indent and set the date;
// the buyer, on a phone with the order open, sees 'Perkiraan tiba' arrive without reloading, and
// again when staff move the date later after he placed the order. BDG01's accounts keep this
// journey apart from the ones that count demo.user's cart.

/** A day as the date fields show and read it, day first: '2026-12-25' is '25/12/2026'. */
const dayFirst = (day: string) => day.split('-').reverse().join('/')

const line = (page: Page, partNo: string) => page.locator(`[data-testid="order-line"][data-part="${partNo}"]`)

test.use({ viewport: { width: 390, height: 844 } })

test('staff answer a line Indent with a date and the buyer sees it live, then a later date', async ({ browser, page: buyer }) => {
  test.setTimeout(120_000)
  await login(buyer, demo.user2)
  const [a, b] = await pickParts(buyer, [(s) => s >= 1 && s <= 990, (s) => s >= 1 && s <= 990])
  const id = await createEstimate(buyer, [
    { part: a, qty: a.stock + 3 },
    { part: b, qty: b.stock },
  ])
  await buyer.goto(`/user/pesanan/estimasi/${id}`)
  await expect(buyer.getByTestId('order-status')).toContainText('Estimasi')

  const today = jakartaDay(new Date())
  const promised = addDays(today, 25)
  const later = addDays(today, 32)
  const staff = await newContextAs(browser, demo.seller2)
  try {
    const seller = staff.page
    await seller.setViewportSize({ width: 1280, height: 800 })
    await seller.goto(`/seller/pesanan/estimasi/${id}`)
    await expect(seller.getByText('Memuat Data Ketersediaan (OSC)')).toBeHidden({ timeout: 30_000 })
    // A: what the branch has now, the rest Indent with a date; B: all of it
    const status = seller.locator(`input[aria-label="Status ${a.partNo}"]`)
    await status.click()
    await seller.getByRole('option', { name: 'Indent', exact: true }).click()
    await expect(status).toHaveValue('Indent')
    const date = seller.getByLabel(`Perkiraan tiba ${a.partNo}`)
    await expect(date).toHaveValue(dayFirst(addDays(today, 21)))
    await date.fill(dayFirst(promised))
    await snap(seller, 'order-detail-seller-indent-date')
    await seller.getByRole('button', { name: 'Kirim Konfirmasi' }).click()
    await expect(seller.getByTestId('order-status')).toContainText('Konfirmasi', { timeout: 15_000 })

    // the buyer's open page follows: the line card carries the date, the Indent hint gives way
    await expect(buyer.getByTestId('order-status')).toContainText('Konfirmasi', { timeout: 15_000 })
    const card = line(buyer, a.partNo)
    await expect(card.getByText(`Perkiraan tiba: ${formatEta(promised)}`)).toBeVisible()
    await expect(card.getByText('± 3 minggu')).toHaveCount(0)
    await snap(buyer, 'order-detail-buyer-eta-phone')
    await buyer.getByRole('button', { name: 'Lanjut Pesan' }).click()
    await buyer.getByRole('dialog', { name: 'Periksa pesanan' }).getByRole('button', { name: 'Pesan Sekarang' }).click()
    await expect(buyer.getByTestId('order-status')).toContainText('Dipesan', { timeout: 15_000 })

    // the part is late: staff move the date, the buyer's screen and timeline say so
    await expect(seller.getByTestId('order-status')).toContainText('Dipesan', { timeout: 15_000 })
    await seller.getByRole('button', { name: `Ubah perkiraan tiba ${a.partNo}` }).click()
    await seller.getByLabel(`Perkiraan tiba baru ${a.partNo}`).fill(dayFirst(later))
    await seller.getByRole('button', { name: 'Simpan' }).click()
    await expect(seller.getByText(`Perkiraan tiba ${a.partNo} diubah`)).toBeVisible()

    await expect(card.getByText(`Perkiraan tiba: ${formatEta(later)}`)).toBeVisible({ timeout: 15_000 })
    await expect(buyer.getByText('Perkiraan tiba diubah')).toBeVisible()
    await expect(buyer.getByText(`Perkiraan tiba ${a.partNo}: ${formatEta(promised)} → ${formatEta(later)}`)).toBeVisible()
    await expect(buyer.getByTestId('order-status')).toContainText('Dipesan')
  } finally {
    await staff.context.close()
  }
})
