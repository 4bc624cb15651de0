import type { Page } from '@playwright/test'
import { demo, login } from './support'
import { expectDialogTrapsFocus, expectFocusShown, tabTo } from './support/keyboard'
import { expect, test } from './support/test'

// Every kind of dialog, opened by keyboard: the focus goes in, Tab and Shift+Tab cycle inside,
// Escape closes it and the focus returns to what opened it. A buyer's on a phone and at a desk,
// staff's at a desk.

async function orderAt(page: Page, bucket: string): Promise<number> {
  const id = (await (await page.request.get(`/api/orders?status=${bucket}&limit=1`)).json()).items[0]?.id
  expect(id, `a demo order in ${bucket}`).toBeTruthy()
  return id
}

test("a buyer's dialogs trap the focus and give it back, at a desk", async ({ page }) => {
  test.setTimeout(120_000)
  await login(page, demo.user)

  // the order review and the cancel confirmation at Konfirmasi
  await page.goto(`/user/pesanan/konfirmasi/${await orderAt(page, 'konfirmasi')}`)
  await expectDialogTrapsFocus(
    page,
    page.getByRole('button', { name: 'Lanjut Pesan' }),
    page.getByRole('dialog', { name: 'Periksa pesanan' }),
  )
  await expectDialogTrapsFocus(page, page.getByRole('button', { name: 'Batal Pesan' }), page.getByRole('dialog'))

  // the cart's estimate preview and its clearing
  await page.goto('/user/keranjang')
  await expect(page.getByTestId('cart-line').first()).toBeVisible({ timeout: 15_000 })
  await page.getByTestId('cart-line').first().getByRole('checkbox').focus()
  await page.keyboard.press('Space')
  await expectDialogTrapsFocus(page, page.getByRole('button', { name: 'Kirim Estimasi', exact: true }), page.getByRole('dialog'))
  await expectDialogTrapsFocus(page, page.getByRole('button', { name: 'Kosongkan Keranjang' }), page.getByRole('dialog'))

  // the report's part list
  await page.goto('/user/laporan')
  const table = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Qty Dipesan' }) })
  await expectDialogTrapsFocus(page, table.getByRole('row').nth(1).getByRole('button'), page.getByRole('dialog'))
})

test("a buyer's line sheet on a phone traps the focus and gives it back", async ({ browser }) => {
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })
  const page = await phone.newPage()
  try {
    await login(page, demo.user)
    await page.goto(`/user/pesanan/konfirmasi/${await orderAt(page, 'konfirmasi')}`)
    await expectDialogTrapsFocus(page, page.getByTestId('order-line').first(), page.getByRole('dialog'))
    // the menu of the app bar
    await expectDialogTrapsFocus(page, page.getByRole('button', { name: /menu/i }), page.getByRole('dialog'), { back: true })
  } finally {
    await phone.close()
  }
})

test("staff's dialogs trap the focus and give it back", async ({ page }) => {
  test.setTimeout(120_000)
  await login(page, demo.seller)
  // an order's row menu from the keyboard (Shift+F10): its items by the arrow keys, Escape back
  await page.goto('/seller/pesanan/all')
  const firstOrder = page.getByRole('table').getByRole('row').nth(1).getByRole('link')
  await tabTo(page, firstOrder)
  await page.keyboard.press('Shift+F10')
  const menu = page.getByRole('menu')
  await expect(menu).toBeVisible()
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem').first()).toBeFocused()
  await expectFocusShown(page)
  await page.keyboard.press('ArrowDown')
  await expect(menu.getByRole('menuitem').nth(1)).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(menu).toBeHidden()
  await expect(firstOrder).toBeFocused()

  // a user's and a store's detail, opened from the lists' rows
  await page.goto('/seller/manajemen-user/list-user')
  const users = page.getByRole('table', { name: 'Daftar user' })
  await expectDialogTrapsFocus(page, users.getByRole('row').nth(1).getByRole('button'), page.getByRole('dialog'))
  await page.goto('/seller/manajemen-user/list-toko')
  const storeList = page.getByRole('table', { name: 'Daftar toko' })
  await expectDialogTrapsFocus(page, storeList.getByRole('row').nth(1).getByRole('button'), page.getByRole('dialog'))
  await page.goto('/seller/laporan')
  await page.getByRole('tab', { name: 'Toko' }).focus()
  await page.keyboard.press('Enter')
  const stores = page.getByRole('table').filter({ has: page.getByRole('columnheader', { name: 'Kode Toko' }) })
  await expectDialogTrapsFocus(page, stores.getByRole('row').nth(1).getByRole('button').first(), page.getByRole('dialog'))
})
