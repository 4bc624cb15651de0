// @vitest-environment jsdom
// An order's back-orders on its detail (product.md §13.1): the lines its export left with their
// state and the estimate they became, the orders an estimate made of them came from, and the
// timeline's words for their moves. An order with none shows nothing of them.
import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { BackorderLine, OrderBackorders } from '#common/backorders.ts'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const BACKORDERS = 'GET /api/orders/42/backorders'
const exported = buildOrder(4, 'user', [buildItem(1, { status_part_code: 'kosong', qty_confirmed: 0, qty_ordered: 0 })], {
  events: [
    {
      action: 'export',
      status_code: 4,
      status_label: 'Diproses',
      actor: 'staf.satu',
      timestamp: '2026-11-21T03:00:00.000Z',
      keterangan: null,
    },
    {
      action: 'sisa-tersedia',
      status_code: 4,
      status_label: 'Diproses',
      actor: 'Sistem',
      timestamp: '2026-11-22T03:00:00.000Z',
      keterangan: 'P1: stok cabang 4 (sisa 5)',
    },
    {
      action: 'pesan-sisa',
      status_code: 4,
      status_label: 'Diproses',
      actor: 'demo.user',
      timestamp: '2026-11-23T03:00:00.000Z',
      keterangan: null,
    },
    {
      action: 'batal-sisa',
      status_code: 4,
      status_label: 'Diproses',
      actor: 'staf.satu',
      timestamp: '2026-11-24T03:00:00.000Z',
      keterangan: null,
    },
  ],
})

const line = (id: number, over: Partial<BackorderLine>): BackorderLine => ({
  id,
  order: { id: 42, no_transaksi: 'DPO/JKT01/202611/00042', bucket: 'diproses' },
  toko: 'BENGKEL SUMBER JAYA MOTOR',
  kode_toko: 'C0012345',
  cabang: 'DIPO Jakarta Pusat',
  part_no: `P${id}`,
  part_name: `PART ${id}`,
  qty: 5,
  ready_code: 'kosong',
  ready_label: 'Kosong',
  eta: null,
  state: 'menunggu',
  state_label: 'Menunggu',
  created_at: '2026-11-21T03:00:00.000Z',
  age_days: 3,
  flagged: false,
  available_qty: null,
  reorder: null,
  cancel_reason: null,
  ...over,
})

function stub(order: ReturnType<typeof buildOrder>, backorders: OrderBackorders) {
  return stubApi({ 'GET /api/orders/42': ok(order), 'GET /api/ready-status': ok({ items: READY }), [BACKORDERS]: ok(backorders) })
}

describe("an order's back-orders", { timeout: 15_000 }, () => {
  setUpDetailTests()

  it('lists the lines the export left, each with its state and the estimate it became', async () => {
    stub(exported, {
      lines: [
        line(1, { state: 'stok_tersedia', state_label: 'Stok Tersedia', available_qty: 4 }),
        line(2, {
          state: 'dipesan_ulang',
          state_label: 'Dipesan Ulang',
          reorder: { id: 77, no_transaksi: 'DPO/JKT01/202611/00077', bucket: 'estimasi' },
        }),
      ],
      origins: [],
    })
    renderDetail('/user/pesanan/diproses/42')
    const panel = await screen.findByRole('region', { name: 'Sisa Pesanan' })
    expect(within(panel).getByText('Stok cabang: 4')).toBeTruthy()
    expect(within(panel).getByRole('link', { name: 'DPO/JKT01/202611/00077' }).getAttribute('href')).toBe(
      '/user/pesanan/estimasi/77',
    )
    expect(within(panel).getByRole('link', { name: 'Lihat semua sisa pesanan' }).getAttribute('href')).toBe('/user/sisa-pesanan')
    expect(screen.queryByText(/^Dari sisa pesanan:/)).toBeNull()
  })

  it('names the moves of its back-orders on the timeline', async () => {
    stub(exported, { lines: [], origins: [] })
    renderDetail('/user/pesanan/diproses/42')
    expect(await screen.findByText('Sisa pesanan: stok tersedia')).toBeTruthy()
    expect(screen.getByText('Sisa pesanan dipesan ulang')).toBeTruthy()
    expect(screen.getByText('Sisa pesanan dibatalkan')).toBeTruthy()
    expect(screen.getByText('P1: stok cabang 4 (sisa 5)')).toBeTruthy()
  })

  it('names the orders an estimate made of back-orders came from', async () => {
    // the estimate went on to Konfirmasi: its origins stay named
    stub(buildOrder(2, 'seller', [buildItem(1, { status_part_code: 'ada', qty_confirmed: 5 })]), {
      lines: [],
      origins: [
        { id: 12, no_transaksi: 'DPO/JKT01/202610/00012', bucket: 'diproses' },
        { id: 15, no_transaksi: 'DPO/JKT01/202610/00015', bucket: 'diproses' },
      ],
    })
    renderDetail('/seller/pesanan/konfirmasi/42')
    const origins = (await screen.findByText(/^Dari sisa pesanan:/)).closest('p') as HTMLElement
    expect(
      within(origins)
        .getAllByRole('link')
        .map((a) => [a.textContent, a.getAttribute('href')]),
    ).toEqual([
      ['DPO/JKT01/202610/00012', '/seller/pesanan/diproses/12'],
      ['DPO/JKT01/202610/00015', '/seller/pesanan/diproses/15'],
    ])
    expect(screen.queryByRole('region', { name: 'Sisa Pesanan' })).toBeNull()
  })

  it('shows nothing of back-orders for an order without them, asking once', async () => {
    const { calls } = stub(exported, { lines: [], origins: [] })
    renderDetail('/user/pesanan/diproses/42')
    await screen.findByText('Riwayat Status')
    await waitFor(() => expect(calls.filter((c) => c.key === BACKORDERS)).toHaveLength(1))
    expect(screen.queryByRole('region', { name: 'Sisa Pesanan' })).toBeNull()
    expect(screen.queryByText(/^Dari sisa pesanan:/)).toBeNull()
  })
})
