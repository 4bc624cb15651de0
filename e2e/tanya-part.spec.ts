import path from 'node:path'
import { demo, login, newContextAs } from './support'
import { describeViolations, wcagViolations } from './support/axe'
import { expect, test } from './support/test'

// 'Tanya Part' (product.md §14.4) on 360 px phones: a workshop finds the front pad by its own words,
// then asks its branch for a part the catalogue does not show, with the car and a photo; the
// branch's clerk finds two parts and answers; the workshop sees them at its prices, puts both in
// its cart with one tap and sends the estimate. The buyer is PT. TUNAS MITRA TEKNIK's (JKT01), whose
// cart no other journey touches.

const PHONE = { width: 360, height: 740 }
test.use({ viewport: PHONE, isMobile: true, hasTouch: true })

const BUYER = 'tunas.mitra'
const NEED = 'sensor hujan kaca depan'
/** a picture the phone's camera would send (the app's own icon will do) */
const PHOTO = path.resolve('web/public/icons/icon-192.png')

test('a workshop asks its branch with a photo, the clerk answers with two parts, the workshop orders them', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000)
  await login(page, BUYER)
  await page.goto('/user/produk/all')
  await expect(page.getByRole('article').first()).toBeVisible({ timeout: 15_000 })
  await page.getByText('+ Nama', { exact: true }).click()
  const search = page.getByRole('searchbox', { name: 'Cari produk' })
  await search.fill('kampas rem depan xpander')
  await expect(page.getByRole('article').first().locator('[title]')).toHaveAttribute('title', /^BRAKE PAD FR XPANDER\b/)

  // a part the catalogue does not show: ask the branch, the search carried into the request
  await search.fill(NEED)
  await expect(page.getByText('Tidak ada produk yang cocok.')).toBeVisible({ timeout: 10_000 })
  await page.getByRole('link', { name: 'Tidak ketemu? Tanya cabang' }).click()
  await expect(page.getByRole('heading', { name: 'Tanya Part ke Cabang' })).toBeVisible()
  await expect(page.getByRole('textbox', { name: 'Part yang dicari' })).toHaveValue(NEED)
  await page.getByRole('combobox', { name: 'Model kendaraan' }).fill('Xpander')
  await page.getByRole('textbox', { name: 'Tahun' }).fill('2019')
  await page.getByRole('textbox', { name: 'Nomor rangka (opsional)' }).fill('mk2nc4gu7kj000999')
  await page.locator('input[type=file]').setInputFiles(PHOTO)
  await expect(page.getByRole('img', { name: 'Foto part ke-1' })).toBeVisible()
  expect(describeViolations('Tanya Part ke Cabang', await wcagViolations(page))).toEqual([])
  await page.getByRole('button', { name: 'Kirim ke Cabang' }).click()
  await expect(page).toHaveURL(/\/user\/tanya-part\/\d+$/)
  const requestUrl = new URL(page.url()).pathname
  const id = requestUrl.split('/').pop()
  await expect(page.getByText('Baru', { exact: true })).toBeVisible()
  await expect(page.getByText('MK2NC4GU7KJ000999')).toBeVisible()

  // the branch's clerk, on his phone: the menu counts the request, he answers with two parts
  const staff = await newContextAs(browser, demo.seller)
  try {
    const clerk = staff.page
    await clerk.setViewportSize(PHONE)
    await clerk.goto('/seller/produk')
    await clerk.getByRole('button', { name: 'Menu' }).click()
    await clerk.getByRole('link', { name: /^Tanya Part, \d+ permintaan baru$/ }).click()
    await clerk.locator(`[data-request-id="${id}"]`).click()
    await expect(clerk.getByText(NEED)).toBeVisible()
    await expect(clerk.getByRole('img', { name: 'Foto part ke-1' })).toBeVisible()
    const finder = clerk.getByRole('textbox', { name: 'Cari part' })
    await finder.fill('moulding door')
    await clerk
      .getByRole('list', { name: 'Cari part' })
      .getByRole('button', { name: /^Tambah / })
      .first()
      .click()
    await finder.fill('mirror outside rh')
    await clerk
      .getByRole('list', { name: 'Cari part' })
      .getByRole('button', { name: /^Tambah / })
      .first()
      .click()
    await expect(clerk.getByRole('list', { name: 'Part jawaban' }).getByRole('listitem')).toHaveCount(2)
    await clerk.getByRole('textbox', { name: 'Pesan' }).fill('Sensor hujan tidak ada, ini yang sering diganti bersamaan.')
    expect(describeViolations('the answer', await wcagViolations(clerk))).toEqual([])
    await clerk.getByRole('button', { name: 'Kirim Jawaban' }).click()
    await expect(clerk.getByText('Jawaban terkirim ke pembeli.')).toBeVisible()
    await expect(clerk.getByText('Dijawab', { exact: true })).toBeVisible()
  } finally {
    await staff.context.close()
  }

  // the workshop reads the answer at its own prices and orders both with one tap
  await page.reload()
  const answered = page.getByRole('list', { name: 'Part dari cabang' }).getByRole('listitem')
  await expect(answered).toHaveCount(2)
  await expect(answered.first()).toContainText('Rp.')
  await page.getByRole('button', { name: 'Tambah ke Keranjang' }).click()
  await expect(page.getByText('2 part ditambahkan ke keranjang')).toBeVisible()
  await page.getByRole('link', { name: 'Buka Keranjang' }).click()
  await expect(page).toHaveURL(/\/user\/keranjang$/)
  await expect(page.getByTestId('cart-line')).toHaveCount(2)
  await page.getByRole('checkbox', { name: 'Pilih semua' }).check()
  await page.getByRole('button', { name: 'Kirim Estimasi', exact: true }).click()
  await page.getByRole('dialog').getByRole('button', { name: 'Ya, Kirim Estimasi' }).click()
  await expect(page).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 10_000 })
})
