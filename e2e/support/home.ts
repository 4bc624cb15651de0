import { expect, type Page } from '@playwright/test'

/** Where each role lands after signing in and after a role mismatch (product.md §2.2). */
export const HOME = { user: '/user/produk', seller: '/seller/pesanan/estimasi', admin: '/admin/cabang' } as const

// The brand says which area the visitor is in; the heading shows the page has loaded.
const SHELL = {
  user: { brand: 'DIPO Parts', heading: /Produk/ },
  seller: { brand: 'DIPO Parts (Seller)', heading: /Pesanan/ },
  admin: { brand: 'DIPO Parts (Admin Pusat)', heading: /Cabang/ },
} as const

/** The visitor sees the home of `role`: its address, that role's brand and a loaded page. */
export async function expectHome(page: Page, role: keyof typeof HOME): Promise<void> {
  await expect(page).toHaveURL(HOME[role], { timeout: 15_000 })
  // the area's screens are a chunk of their own: its first load on a busy 2-core machine may take
  // longer than an assertion's usual 5 s
  await expect(page.getByRole('link', { name: SHELL[role].brand, exact: true })).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('heading', { level: 1, name: SHELL[role].heading })).toBeVisible()
}
