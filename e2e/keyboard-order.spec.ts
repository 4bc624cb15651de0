import { readFile } from 'node:fs/promises'
import type { Locator, Page } from '@playwright/test'
import { createBuyer, DEMO_PASSWORD, demo, staffApi } from './support'
import { pressOn, tabTo } from './support/keyboard'
import { expect, test } from './support/test'

// The whole order by keyboard alone (no mouse, no click): a buyer searches, puts two parts in the
// cart, opens it and sends the estimate; staff open it, set quantities and statuses and send the
// confirmation; the buyer reviews and places the order; staff export it. Every stop of the focus
// is visible (support/keyboard.ts checks it at each Tab).

async function signIn(page: Page, username: string) {
  await page.goto('/login')
  await tabTo(page, page.getByLabel('Username'))
  await page.keyboard.type(username)
  await page.keyboard.press('Tab')
  await page.keyboard.type(DEMO_PASSWORD)
  await page.keyboard.press('Enter')
  await expect(page).not.toHaveURL(/\/login/, { timeout: 15_000 })
}

/** A select worked by keys: Tab to it, ArrowDown opens it and moves to `option`, Enter takes it. */
async function chooseOption(page: Page, select: Locator, option: string) {
  await tabTo(page, select)
  await page.keyboard.press('ArrowDown')
  const wanted = page.getByRole('option', { name: option, exact: true })
  await expect(wanted).toBeVisible()
  for (let presses = 0; presses < 10 && (await wanted.getAttribute('data-combobox-selected')) === null; presses++) {
    await page.keyboard.press('ArrowDown')
  }
  await page.keyboard.press('Enter')
  await expect(select).toHaveValue(option)
}

test('an order from search to export, by keyboard only', async ({ browser, baseURL }) => {
  test.setTimeout(240_000)
  const staffSetup = await staffApi(baseURL as string)
  const { username } = await createBuyer(staffSetup, 'kbd')
  await staffSetup.dispose()

  const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 800 } })
  const buyer = await buyerContext.newPage()
  await signIn(buyer, username)
  await expect(buyer).toHaveURL('/user/produk')

  // search from the landing page
  await tabTo(buyer, buyer.getByRole('searchbox').first())
  await buyer.keyboard.type('1230A')
  await buyer.keyboard.press('Enter')
  await expect(buyer).toHaveURL(/\/user\/produk\/all/)
  const cards = buyer.getByRole('article')
  await expect(cards.first()).toBeVisible({ timeout: 15_000 })
  const [a, b] = [(await cards.nth(0).getAttribute('aria-label')) ?? '', (await cards.nth(1).getAttribute('aria-label')) ?? '']

  // two parts into the cart: a quantity typed, Enter puts it in
  await tabTo(buyer, buyer.getByLabel(`Jumlah ${a}`, { exact: true }))
  await buyer.keyboard.type('2')
  await buyer.keyboard.press('Enter')
  await expect(cards.nth(0).getByText('Di keranjang: 2')).toBeVisible()
  await tabTo(buyer, buyer.getByLabel(`Jumlah ${b}`, { exact: true }))
  await buyer.keyboard.type('3')
  await buyer.keyboard.press('Enter')
  await expect(cards.nth(1).getByText('Di keranjang: 3')).toBeVisible()

  // the cart, back up in the app bar
  await pressOn(buyer, buyer.getByRole('link', { name: /^Keranjang/ }), 'Enter', { back: true })
  await expect(buyer).toHaveURL('/user/keranjang')
  await pressOn(buyer, buyer.getByRole('checkbox', { name: `Pilih ${a}` }), 'Space')
  await pressOn(buyer, buyer.getByRole('checkbox', { name: `Pilih ${b}` }), 'Space')
  await expect(buyer.getByTestId('selection-count')).toContainText('2 item dipilih')
  await pressOn(buyer, buyer.getByRole('button', { name: 'Kirim Estimasi', exact: true }))
  const preview = buyer.getByRole('dialog')
  await expect(preview.getByText('Pratinjau Estimasi')).toBeVisible()
  await pressOn(buyer, preview.getByRole('button', { name: 'Ya, Kirim Estimasi' }))
  await expect(buyer).toHaveURL(/\/user\/pesanan\/estimasi\/\d+$/, { timeout: 15_000 })
  const id = Number(buyer.url().split('/').at(-1))
  await buyerContext.close()

  // staff open it from their list, confirm quantities and statuses, send the confirmation
  const staffContext = await browser.newContext({ viewport: { width: 1280, height: 800 }, acceptDownloads: true })
  const staff = await staffContext.newPage()
  await signIn(staff, demo.seller)
  await expect(staff).toHaveURL('/seller/pesanan/estimasi')
  const number = (await (await staff.request.get(`/api/orders/${id}`)).json()).nomor_invoice as string
  await pressOn(staff, staff.getByRole('link', { name: number, exact: true }))
  await expect(staff).toHaveURL(`/seller/pesanan/estimasi/${id}`)
  await expect(staff.getByText('Memuat Data Ketersediaan (OSC)')).toBeHidden({ timeout: 30_000 })
  await tabTo(staff, staff.getByLabel(`Qty Konfirmasi ${a}`, { exact: true }))
  await staff.keyboard.press('Control+A')
  await staff.keyboard.type('1')
  await chooseOption(staff, staff.getByRole('combobox', { name: `Status ${a}` }), 'Sebagian')
  await tabTo(staff, staff.getByLabel(`Qty Konfirmasi ${b}`, { exact: true }))
  await staff.keyboard.press('Control+A')
  await staff.keyboard.type('2')
  await tabTo(staff, staff.getByLabel('Catatan Staff', { exact: true }))
  await staff.keyboard.type('Dikonfirmasi lewat keyboard')
  await pressOn(staff, staff.getByRole('button', { name: 'Kirim Konfirmasi' }))
  // more than the stock asks first: go on as it is
  // (the dialog's code may still be loading: wait for whichever comes, the dialog or the new page)
  const conflict = staff.getByRole('dialog')
  const confirmed = `/seller/pesanan/konfirmasi/${id}`
  const first = await Promise.race([
    conflict.waitFor({ state: 'visible', timeout: 15_000 }).then(
      () => 'dialog',
      () => 'none',
    ),
    staff.waitForURL(confirmed, { timeout: 15_000 }).then(
      () => 'moved',
      () => 'none',
    ),
  ])
  if (first === 'dialog') await pressOn(staff, conflict.getByRole('button', { name: 'Lanjut Saja' }))
  await expect(staff).toHaveURL(confirmed, { timeout: 15_000 })

  // the buyer reviews the confirmation and places the order
  const buyerAgain = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const phone = await buyerAgain.newPage()
  await signIn(phone, username)
  await phone.goto(`/user/pesanan/konfirmasi/${id}`)
  await expect(phone.getByText('Dikonfirmasi lewat keyboard')).toBeVisible({ timeout: 15_000 })
  await pressOn(phone, phone.getByRole('button', { name: 'Lanjut Pesan' }))
  const review = phone.getByRole('dialog', { name: 'Periksa pesanan' })
  await expect(review).toBeVisible()
  await pressOn(phone, review.getByRole('button', { name: 'Pesan Sekarang' }))
  await expect(phone).toHaveURL(`/user/pesanan/po/${id}`, { timeout: 15_000 })
  await buyerAgain.close()

  // staff export it: the page follows the order to Dipesan by itself
  await expect(staff).toHaveURL(`/seller/pesanan/po/${id}`, { timeout: 15_000 })
  const downloading = staff.waitForEvent('download')
  await pressOn(staff, staff.getByRole('button', { name: 'Export', exact: true }))
  const file = await readFile((await (await downloading).path()) as string, 'utf8')
  expect(
    file
      .split('\r\n')
      .filter(Boolean)
      .map((line) => line.split('\t')[0]),
  ).toEqual(expect.arrayContaining([a, b]))
  await expect(staff).toHaveURL(`/seller/pesanan/diproses/${id}`, { timeout: 15_000 })
  await staffContext.close()
})
