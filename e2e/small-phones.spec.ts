import type { Page } from '@playwright/test'
import { createBuyer, deactivateUser, demo, login, staffApi } from './support'
import { findCutText } from './support/cut-text'
import { pageSettled, ROUTES } from './support/routes'
import { expect, test } from './support/test'

// Small phones (320, 360, 390 and 412 px wide): on every route of the buyer, staff and head
// office, with its data loaded, no button, tab, badge or label is cut or reaches past the screen,
// and what is pressed is at least 24 × 24 px (support/cut-text.ts measures them in the page).

const WIDTHS = [320, 360, 390, 412]

for (const width of WIDTHS) {
  test(`the sign-in and not-found pages cut nothing at ${width} px`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true })
    const page = await context.newPage()
    const found: string[] = []
    for (const path of ['/login', '/tidak-ada']) {
      await page.goto(path)
      await pageSettled(page)
      found.push(...(await findCutText(page)).map((f) => `${path} @${width}: ${f}`))
    }
    await context.close()
    expect(found).toEqual([])
  })

  for (const [account, routesOf] of Object.entries(ROUTES)) {
    test(`every screen of ${account} cuts nothing at ${width} px`, async ({ browser }) => {
      test.setTimeout(240_000)
      const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      await login(page, account)
      const found: string[] = []
      for (const path of await routesOf(page)) {
        await page.goto(path)
        await pageSettled(page)
        found.push(...(await findCutText(page)).map((f) => `${path} @${width}: ${f}`))
      }
      await context.close()
      expect(found).toEqual([])
    })
  }
}

type Opening = [path: string, open: (page: Page) => Promise<void>]

const konfirmasiOrder = async (page: Page) =>
  `/user/pesanan/konfirmasi/${(await (await page.request.get('/api/orders?status=konfirmasi&limit=1')).json()).items[0].id}`
const pressButton = (name: string) => async (page: Page) => {
  await page.getByRole('button', { name, exact: true }).first().click()
}

/** Dialogs, sheets and panels, each opened on its page: [account, what, where, how]. */
const OPENINGS: Array<[string, string, (page: Page) => Promise<Opening>]> = [
  [demo.user, 'order review', async (page) => [await konfirmasiOrder(page), pressButton('Lanjut Pesan')]],
  [demo.user, 'line sheet', async (page) => [await konfirmasiOrder(page), (p) => p.getByTestId('order-line').first().click()]],
  [demo.user, 'menu', async () => ['/user/produk', pressButton('Menu')]],
  [
    demo.user,
    'estimate preview',
    async () => [
      '/user/keranjang',
      async (page) => {
        await page.getByTestId('cart-line').first().getByRole('checkbox').check()
        await pressButton('Kirim Estimasi')(page)
      },
    ],
  ],
  [demo.user, 'catalogue filters', async () => ['/user/produk/all?q=1230A', pressButton('Filter & Sort')]],
  [demo.user, 'order filters', async () => ['/user/pesanan/all', pressButton('Filter')]],
  [demo.seller, 'user detail', async () => ['/seller/manajemen-user/list-user', (p) => p.getByRole('listitem').first().click()]],
  [demo.seller, 'store detail', async () => ['/seller/manajemen-user/list-toko', (p) => p.getByRole('listitem').first().click()]],
  [demo.admin, 'new branch', async () => ['/admin/cabang', pressButton('Tambah Cabang')]],
  [demo.admin, 'new staff', async () => ['/admin/staff', pressButton('Tambah Staff')]],
  [demo.admin, 'store edit', async () => ['/admin/toko', pressButton('Ubah toko C0012345')]],
  [demo.admin, 'new tax setting', async () => ['/admin/pengaturan', pressButton('Tambah pengaturan PPN')]],
]

// The store detail shows the widest badges when a user of its store is inactive: make sure one is.
test.beforeAll(async ({ baseURL }) => {
  const api = await staffApi(baseURL as string)
  await deactivateUser(api, (await createBuyer(api, 'e2e.nonaktif')).id)
  await api.dispose()
})

for (const width of [320, 360]) {
  test(`dialogs, sheets and panels cut nothing at ${width} px`, async ({ browser }) => {
    test.setTimeout(240_000)
    const found: string[] = []
    for (const account of [demo.user, demo.seller, demo.admin]) {
      const context = await browser.newContext({ viewport: { width, height: 740 }, isMobile: true, hasTouch: true })
      const page = await context.newPage()
      await login(page, account)
      for (const [, what, openingOf] of OPENINGS.filter(([who]) => who === account)) {
        const [path, open] = await openingOf(page)
        await page.goto(path)
        await pageSettled(page)
        await open(page)
        // a dialog or sheet, or the panel its button now says is open
        await expect(page.getByRole('dialog').or(page.locator('[aria-expanded="true"]')).first()).toBeVisible()
        await pageSettled(page)
        found.push(...(await findCutText(page)).map((f) => `${what} @${width}: ${f}`))
      }
      await context.close()
    }
    expect(found).toEqual([])
  })
}
