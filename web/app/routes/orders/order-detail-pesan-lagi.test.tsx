// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const cart = { items: [], total_active_items: 3, max_active_items: 200 }
const answer = {
  added: [
    { product_id: 1, sto_id: 'P1', name: 'PART 1', qty: 4, capped: false },
    { product_id: 9, sto_id: 'NEW2', name: 'PART BARU', qty: 2, capped: true },
  ],
  replaced: [{ from: 'P2', to: 'NEW2' }],
  skipped: [{ sto_id: 'P3', reason: 'tidak dijual lagi' }],
  cart,
}

describe("the buyer's Pesan Lagi", { timeout: 15_000 }, () => {
  setUpDetailTests()

  it('puts a processed order into the cart and says what went in, what was replaced and what was not', async () => {
    const order = buildOrder(4, 'user', [buildItem(1), buildItem(2), buildItem(3)])
    const { bodiesOf } = stubApi({
      'GET /api/orders/42': ok(order),
      'GET /api/ready-status': ok({ items: READY }),
      'POST /api/orders/42/actions/pesan-lagi': ok(answer),
    })
    renderDetail('/user/pesanan/diproses/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Pesan Lagi' }))
    const result = await screen.findByTestId('pesan-lagi-result')
    expect(bodiesOf('POST /api/orders/42/actions/pesan-lagi')).toEqual([{}])
    expect(within(result).getByText('2 part masuk keranjang')).toBeTruthy()
    expect(within(result).getByText('(maks 999 di keranjang)', { exact: false })).toBeTruthy()
    expect(within(result).getByText('P2 sudah diganti: NEW2 yang dimasukkan')).toBeTruthy()
    expect(within(result).getByText('P3: tidak dijual lagi')).toBeTruthy()
    expect(within(result).getByRole('link', { name: 'Buka Keranjang' }).getAttribute('href')).toBe('/user/keranjang')
  })

  it('is there for the buyer at every status, never for staff, and says why it failed', async () => {
    stubApi({
      'GET /api/orders/42': ok(buildOrder(2, 'seller', [buildItem(1)])),
      'GET /api/ready-status': ok({ items: READY }),
    })
    renderDetail('/seller/pesanan/konfirmasi/42')
    await screen.findByText('PART 1')
    expect(screen.queryByRole('button', { name: 'Pesan Lagi' })).toBeNull()
    cleanup()
    stubApi({
      'GET /api/orders/42': ok(buildOrder(5, 'user', [buildItem(1)])),
      'GET /api/ready-status': ok({ items: READY }),
      'POST /api/orders/42/actions/pesan-lagi': {
        status: 503,
        body: { code: 'SERVICE_UNAVAILABLE', detail: 'Server bermasalah. Coba beberapa saat lagi.' },
      },
    })
    renderDetail('/user/pesanan/batal/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Pesan Lagi' }))
    await waitFor(() => expect(screen.getByText('Gagal pesan lagi: Server bermasalah. Coba beberapa saat lagi.')).toBeTruthy())
    expect(screen.queryByTestId('pesan-lagi-result')).toBeNull()
  })
})
