// @vitest-environment jsdom
import { cleanup, render } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { orderTotals } from '#common/order-totals.ts'
import type { OrderDetail } from '#common/orders.ts'
import { detailView } from '../logic/detail-view'
import { buildLines, emptyDraft, totalOf } from '../logic/lines'
import { buildItem, buildOrder, READY } from '../logic/test-fixtures'
import { orderShareText } from '../logic/whatsapp'
import { PrintDocument } from './print-document'

// The paper and the WhatsApp text show what the order line keeps (docs/product.md §10.10–§10.11):
// the list price, the discount, the net unit price and the amount, and the totals with PPN counted
// by common/order-totals.ts; nothing on the paper prices a line again.
afterEach(cleanup)

const idle = { phase: 'idle' as const, qty: {} }

function printed(order: OrderDetail) {
  const view = detailView(order.role_view, order.status_code)
  const lines = buildLines(order, view, emptyDraft(), idle, READY)
  render(<PrintDocument order={order} view={view} lines={lines} totals={totalOf(order, lines)} orderNote="" />)
  const paper = document.querySelector('[data-testid="print-document"]') as HTMLElement
  const cells = (selector: string) =>
    [...paper.querySelectorAll(selector)].map((r) => [...r.querySelectorAll('td, th')].map((c) => c.textContent))
  return { paper, head: cells('thead tr')[0], body: cells('tbody tr'), foot: cells('tfoot tr'), lines }
}

describe("an order's print", () => {
  // a store agreement of 10 % on one line; the other at its list price
  const confirmed = buildOrder(
    2,
    'user',
    [
      buildItem(1, {
        nomor_part: '1005A134',
        qty_estimasi: 2,
        qty_confirmed: 2,
        price_list: 123_000,
        discount_percent: 10,
        price_source: 'toko',
        price: 110_700,
      }),
      buildItem(2, { nomor_part: 'MR051198', qty_estimasi: 3, qty_confirmed: 1, price: 11_300 }),
    ],
    {
      toko: { npwp: '012345678901000', alamat: 'Jl. Gunung Sahari 12, Jakarta Pusat' },
      price_valid_until: '2026-03-18',
    },
  )

  it('lists each line with Harga Satuan, Diskon, Harga Net and Jumlah', () => {
    const { head, body } = printed(confirmed)
    expect(head).toEqual([
      'No.',
      'Part No',
      'Nama Part',
      'Harga Satuan (Rp)',
      'Diskon',
      'Harga Net (Rp)',
      'Qty Estimasi',
      'Qty Konfirmasi',
      'Qty Dipesan',
      'Status',
      'Catatan Staff',
      'Jumlah (Rp)',
    ])
    // the buyer's Qty Dipesan starts at the confirmed quantity: 2 × 110.700 and 1 × 11.300
    // the titles say '(Rp)': twelve columns fit an A4 sheet without it on every amount
    expect([body[0][3], body[0][4], body[0][5], body[0][11]]).toEqual(['123.000', '10%', '110.700', '221.400'])
    expect([body[1][3], body[1][4], body[1][5], body[1][11]]).toEqual(['11.300', '-', '11.300', '11.300'])
  })

  it('totals the lines as the tax invoice does, the same figures the server counts', () => {
    const { foot } = printed(confirmed)
    const t = orderTotals(
      [
        { price_list: 123_000, price: 110_700, qty: 2 },
        { price_list: 11_300, price: 11_300, qty: 1 },
      ],
      { ppn_rate_bp: 1200, dpp_numerator: 11, dpp_denominator: 12 },
    )
    expect(t).toEqual(confirmed.totals)
    expect(foot.map((row) => row.join(' | '))).toEqual([
      'Subtotal | Rp. 257.300',
      'Diskon | Rp. 24.600',
      'Harga Jual | Rp. 232.700',
      'DPP Nilai Lain (11/12) | Rp. 213.308',
      'PPN 12% × DPP 11/12 | Rp. 25.596',
      'Total | Rp. 258.296',
    ])
    expect(t.total).toBe(258_296)
  })

  it('names the store with its address and NPWP written out, and how long the prices hold', () => {
    const { paper } = printed(confirmed)
    const store = paper.querySelector('[data-testid="print-store"]')
    expect([...(store?.children ?? [])].map((row) => row.textContent)).toEqual([
      'Toko: BENGKEL SUMBER JAYA MOTOR (C0012345)',
      'Jl. Gunung Sahari 12, Jakarta Pusat',
      'NPWP: 01.234.567.8-901.000',
    ])
    expect(paper.textContent).toContain('Harga berlaku s.d. 18 Mar 2026')
  })

  it('leaves out an empty address and NPWP, writes a 16-digit NPWP as it is, and no validity before confirming', () => {
    const noAddress = buildOrder(1, 'user', [buildItem(1)], { toko: { npwp: '3171012345678901', alamat: '' } })
    const { paper } = printed(noAddress)
    const rows = [...(paper.querySelector('[data-testid="print-store"]')?.children ?? [])].map((r) => r.textContent)
    expect(rows).toEqual(['Toko: BENGKEL SUMBER JAYA MOTOR (C0012345)', 'NPWP: 3171012345678901'])
    expect(paper.textContent).not.toContain('Harga berlaku')
    cleanup()
    const bare = printed(buildOrder(1, 'user', [buildItem(1)])).paper
    const only = [...(bare.querySelector('[data-testid="print-store"]')?.children ?? [])].map((r) => r.textContent)
    expect(only).toEqual(['Toko: BENGKEL SUMBER JAYA MOTOR (C0012345)'])
  })

  it("strikes through a moved price and shows staff's extra discount", () => {
    const moved = buildOrder(2, 'user', [
      buildItem(1, {
        qty_confirmed: 1,
        price_list: 123_000,
        discount_percent: 10,
        extra_discount_percent: 2.5,
        price: 107_933,
        price_before: 110_700,
      }),
    ])
    const { paper, body } = printed(moved)
    expect(body[0][4]).toBe('10% + 2,5% tambahan')
    expect(body[0][5]).toBe('110.700 → 107.933')
    expect(paper.querySelector('s')?.textContent).toBe('110.700')
  })
})

describe("an order's WhatsApp text", () => {
  it('gives the Total with PPN, not the plain sum of the lines', () => {
    const order = buildOrder(1, 'user', [buildItem(1, { nomor_part: '1005A134', qty_estimasi: 2, price: 113_100 })])
    const lines = buildLines(order, detailView('user', 1), emptyDraft(), idle, READY)
    // 226.200 + PPN 12% × DPP 11/12 (207.350) = 226.200 + 24.882
    const text = orderShareText(order, lines, totalOf(order, lines), 'https://parts.dipo.co.id')
    expect(text).toContain('Total (termasuk PPN): Rp. 251.082')
    expect(text).not.toContain('Rp. 226.200')
    expect(order.totals.total).toBe(251_082)
  })
})
