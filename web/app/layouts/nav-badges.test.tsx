// @vitest-environment jsdom
// The count beside 'Sisa Pesanan' in the buyer's and the staff's navbar: the open lines, and a
// name that says what the number counts.
import { act, cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { announceOrderChange } from '#web/lib/live/order-changes.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import SellerLayout from './seller-layout'
import UserLayout from './user-layout'

const counts = (menunggu: number, stok_tersedia: number) => ({ status: 200, body: { menunggu, stok_tersedia, lama: 0 } })
const desktopNav = () => screen.getAllByRole('navigation', { name: 'Navigasi utama' })[0]
const countCalls = (calls: { path: string }[], side: string) =>
  calls.filter((call) => call.path === `/api/${side}/backorders/counts`)

describe("the navbar's back-order count", () => {
  beforeAll(installDomShims)
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("shows the buyer's open lines and says how many have stock", async () => {
    const { calls } = fakeFetch({ 'GET /api/user/backorders/counts': counts(2, 1) })
    renderWithProviders(<UserLayout />, { route: '/user/produk' })
    const link = await within(desktopNav()).findByRole('link', { name: 'Sisa Pesanan, 3 sisa pesanan terbuka, 1 stok tersedia' })
    expect(link.getAttribute('href')).toBe('/user/sisa-pesanan')
    expect(link.textContent).toBe('Sisa Pesanan 3')
    // an order moved (a stock arrival, another tab's move): the count is asked again
    act(() => announceOrderChange({ order_id: 12, status_code: 4, bucket: 'diproses', no_transaksi: 'DPO/JKT01/202601/00012' }))
    await waitFor(() => expect(countCalls(calls, 'user')).toHaveLength(2))
  })

  it("counts the staff's branch, and shows nothing when no line is open", async () => {
    const { calls } = fakeFetch({ 'GET /api/seller/backorders/counts': counts(0, 0) })
    renderWithProviders(<SellerLayout />, { route: '/seller/produk' })
    await waitFor(() => expect(countCalls(calls, 'seller')).toHaveLength(1))
    const link = within(desktopNav()).getByRole('link', { name: 'Sisa Pesanan' })
    expect(link.textContent).toBe('Sisa Pesanan')
  })

  it('says the count without the stock when none has arrived', async () => {
    fakeFetch({ 'GET /api/seller/backorders/counts': counts(120, 0) })
    renderWithProviders(<SellerLayout />, { route: '/seller/produk' })
    const link = await within(desktopNav()).findByRole('link', { name: 'Sisa Pesanan, 120 sisa pesanan terbuka' })
    expect(link.textContent).toBe('Sisa Pesanan 99+')
  })
})
