import { expect, type Page } from '@playwright/test'
import { demo } from './accounts'

// Every route of the buyer, staff and head office, with an order of each kind the demo data
// holds: the journeys that walk every screen (small phones, keyboard reach, accessibility) go
// through these.

/** The page's data has arrived: no skeleton, no loader, the network quiet, the rows rendered. */
export async function pageSettled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle')
  await expect(page.locator('.mantine-Skeleton-root:visible, .mantine-Loader-root:visible')).toHaveCount(0, { timeout: 15_000 })
  // the cards and rows rendered in the background, the pictures in their boxes
  await page.waitForTimeout(300)
}

async function orderAddress(page: Page, area: 'user' | 'seller', bucket: string): Promise<string> {
  const id = (await (await page.request.get(`/api/orders?status=${bucket}&limit=1`)).json()).items[0]?.id
  expect(id, `a demo order in ${bucket}`).toBeTruthy()
  return `/${area}/pesanan/${bucket}/${id}`
}

async function firstProduct(page: Page): Promise<number> {
  return (await (await page.request.get('/api/products?page_size=1')).json()).items[0].id
}

/** The routes of each demo account, asked for once signed in as it. */
export const ROUTES: Record<string, (page: Page) => Promise<string[]>> = {
  [demo.user]: async (page) => [
    '/user/produk',
    '/user/produk/all?q=1230A',
    `/user/produk/${await firstProduct(page)}`,
    '/user/keranjang',
    '/user/pesanan',
    '/user/pesanan/import',
    '/user/pesanan/all',
    '/user/pesanan/estimasi',
    '/user/pesanan/konfirmasi',
    await orderAddress(page, 'user', 'estimasi'),
    await orderAddress(page, 'user', 'konfirmasi'),
    await orderAddress(page, 'user', 'diproses'),
    '/user/laporan',
    '/user/profile',
    '/user/bantuan',
  ],
  [demo.seller]: async (page) => [
    '/seller/produk',
    '/seller/produk/all?q=1230A',
    `/seller/produk/${await firstProduct(page)}`,
    '/seller/pesanan/all',
    '/seller/pesanan/estimasi',
    await orderAddress(page, 'seller', 'estimasi'),
    await orderAddress(page, 'seller', 'konfirmasi'),
    await orderAddress(page, 'seller', 'po'),
    '/seller/manajemen-user',
    '/seller/manajemen-user/daftar-user',
    '/seller/manajemen-user/daftar-toko',
    '/seller/manajemen-user/list-user',
    '/seller/manajemen-user/list-toko',
    '/seller/manajemen-user/import',
    '/seller/laporan',
    '/seller/profile',
    '/seller/bantuan',
  ],
  [demo.admin]: async () => [
    '/admin/cabang',
    '/admin/staff',
    '/admin/toko',
    '/admin/onboarding',
    '/admin/feeds',
    '/admin/sinonim',
    '/admin/notifikasi',
    '/admin/pengaturan',
    '/admin/audit',
    '/admin/laporan',
    '/admin/profile',
  ],
}
