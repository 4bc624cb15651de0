import { expect, type Page, test } from '@playwright/test'
import { demo, login } from './support'
import { describeViolations, wcagViolations } from './support/axe'

// WCAG 2.2 AA on every screen of every role, at a small phone's width and at a desk, with its
// data loaded: axe-core, the engine WCAG audits use, finds no violation.

/** Waits until the page's data has arrived: no skeleton, no loader, the network quiet. */
async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.mantine-Skeleton-root:visible, .mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 })
}

async function orderAddress(page: Page, area: 'user' | 'seller', bucket: string): Promise<string> {
  const res = await page.request.get(`/api/orders?status=${bucket}&limit=1`)
  const id = (await res.json()).items[0]?.id
  expect(id, `a demo order in ${bucket}`).toBeTruthy()
  return `/${area}/pesanan/${bucket}/${id}`
}

async function firstProduct(page: Page): Promise<number> {
  return (await (await page.request.get('/api/products?page_size=1')).json()).items[0].id
}

const ROUTES = {
  [demo.user]: async (page: Page) => [
    '/user/produk',
    '/user/produk/all?q=1230A',
    `/user/produk/${await firstProduct(page)}`,
    '/user/keranjang',
    '/user/pesanan',
    '/user/pesanan/import',
    '/user/pesanan/all',
    '/user/pesanan/konfirmasi',
    await orderAddress(page, 'user', 'estimasi'),
    await orderAddress(page, 'user', 'konfirmasi'),
    await orderAddress(page, 'user', 'diproses'),
    '/user/laporan',
    '/user/profile',
    '/user/bantuan',
  ],
  [demo.seller]: async (page: Page) => [
    '/seller/produk',
    '/seller/produk/all?q=1230A',
    `/seller/produk/${await firstProduct(page)}`,
    '/seller/pesanan/all',
    '/seller/pesanan/estimasi',
    await orderAddress(page, 'seller', 'estimasi'),
    await orderAddress(page, 'seller', 'po'),
    '/seller/manajemen-user',
    '/seller/manajemen-user/daftar-user',
    '/seller/manajemen-user/daftar-toko',
    '/seller/manajemen-user/list-user',
    '/seller/manajemen-user/list-toko',
    '/seller/laporan',
    '/seller/profile',
    '/seller/bantuan',
  ],
  [demo.admin]: async () => [
    '/admin/cabang',
    '/admin/staff',
    '/admin/onboarding',
    '/admin/laporan',
    '/admin/audit',
    '/admin/feeds',
    '/admin/profile',
  ],
}

for (const width of [360, 1280]) {
  test(`the sign-in and not-found pages have no WCAG violation at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 })
    const found: string[] = []
    for (const path of ['/login', '/tidak-ada']) {
      await page.goto(path)
      await settled(page)
      found.push(...describeViolations(path, await wcagViolations(page)))
    }
    expect(found).toEqual([])
  })

  for (const [account, routesOf] of Object.entries(ROUTES)) {
    test(`every screen of ${account} has no WCAG violation at ${width} px`, async ({ page }) => {
      test.setTimeout(180_000)
      await page.setViewportSize({ width, height: 800 })
      await login(page, account)
      const found: string[] = []
      for (const path of await routesOf(page)) {
        await page.goto(path)
        await settled(page)
        found.push(...describeViolations(`${path} @${width}`, await wcagViolations(page)))
      }
      expect(found).toEqual([])
    })
  }
}
