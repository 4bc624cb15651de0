// @vitest-environment jsdom
// The order's money on screen (docs/product.md §10.10–§10.11): per line the list price, the discount,
// the net price and the amount; under the lines the totals with PPN as common/order-totals.ts counts
// them, following what is typed; a price the confirmation moved shows where it came from.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { orderTotals } from '#common/order-totals.ts'
import { PHONE_QUERY } from '#web/features/orders/components/order-detail-body.tsx'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const PMK_131 = { ppn_rate_bp: 1200, dpp_numerator: 11, dpp_denominator: 12 }
const items = [
  // a store agreement of 10 %, staff's 2,5 % on top, priced lower at the confirmation than the estimate
  buildItem(1, {
    nomor_part: '1005A134',
    qty_estimasi: 3,
    qty_confirmed: 2,
    price_list: 123_000,
    discount_percent: 10,
    price_source: 'toko',
    extra_discount_percent: 2.5,
    price_before: 110_700,
    price: 107_933,
    status_part_code: 'ada',
    status_part_code_raw: 1,
  }),
  buildItem(2, {
    nomor_part: 'MR051198',
    qty_estimasi: 1,
    qty_confirmed: 1,
    price: 11_300,
    status_part_code: 'ada',
    status_part_code_raw: 1,
  }),
]
const konfirmasi = buildOrder(2, 'user', items, { price_valid_until: '2099-03-18' })

const cellsOf = (part: string) => {
  const row = document.querySelector(`[data-testid="order-line"][data-part="${part}"]`) as HTMLElement
  const heads = [...document.querySelectorAll('[data-testid="order-lines"] thead th')].map((h) => h.textContent ?? '')
  const cells = [...row.querySelectorAll('td')]
  return (title: string) => cells[heads.indexOf(title)]
}
const totalsText = () =>
  [...screen.getByTestId('order-totals').querySelectorAll('dt')].map(
    (dt) => `${dt.textContent} ${dt.nextElementSibling?.textContent}`,
  )

describe("the order's money on screen", { timeout: 15_000 }, () => {
  setUpDetailTests()

  it('shows per line Harga Satuan, Diskon with the extra one, Harga Net moved from the estimate, and Jumlah', async () => {
    stubApi({ 'GET /api/orders/42': ok(konfirmasi), 'GET /api/ready-status': ok({ items: READY }) })
    renderDetail('/user/pesanan/konfirmasi/42')
    await screen.findByLabelText('Qty Dipesan 1005A134')
    const cell = cellsOf('1005A134')
    expect(cell('Harga Satuan').textContent).toBe('Rp. 123.000')
    expect(cell('Diskon').textContent).toBe('10% + 2,5% tambahan')
    expect(cell('Jumlah').textContent).toBe('Rp. 215.866')
    const moved = within(cell('Harga Net')).getByRole('img', {
      name: 'Harga berubah dari Rp. 110.700 menjadi Rp. 107.933',
    })
    expect(moved.textContent).toBe('Rp. 110.700 → Rp. 107.933')
    expect(within(moved).getByText('Rp. 110.700').style.textDecoration).toBe('line-through')
    // a line at its list price: no discount, nothing moved
    const plain = cellsOf('MR051198')
    expect([plain('Diskon').textContent, plain('Harga Net').textContent]).toEqual(['-', 'Rp. 11.300'])
    expect(within(plain('Harga Net')).queryByRole('img')).toBeNull()
  })

  it('counts the totals with PPN as the server does, and they follow the lowered Qty Dipesan', async () => {
    stubApi({ 'GET /api/orders/42': ok(konfirmasi), 'GET /api/ready-status': ok({ items: READY }) })
    renderDetail('/user/pesanan/konfirmasi/42')
    await screen.findByLabelText('Qty Dipesan 1005A134')
    // as the server answered: 2 × 107.933 + 1 × 11.300
    expect(konfirmasi.totals.total).toBe(252_154)
    expect(totalsText()).toEqual([
      'Subtotal Rp. 257.300',
      'Diskon Rp. 30.134',
      'Harga Jual Rp. 227.166',
      'DPP Nilai Lain (11/12) Rp. 208.235',
      'PPN 12% × DPP 11/12 Rp. 24.988',
      'Total Rp. 252.154',
    ])
    expect(screen.getByTestId('price-valid-until').textContent).toBe('Harga berlaku s.d. 18 Mar 2099')
    fireEvent.change(screen.getByLabelText('Qty Dipesan 1005A134'), { target: { value: '1' } })
    const lowered = orderTotals(
      [
        { price_list: 123_000, price: 107_933, qty: 1 },
        { price_list: 11_300, price: 11_300, qty: 1 },
      ],
      PMK_131,
    )
    await waitFor(() => expect(screen.getByTestId('order-total').textContent).toBe('Rp. 132.348'))
    expect(lowered.total).toBe(132_348)
    expect(cellsOf('1005A134')('Jumlah').textContent).toBe('Rp. 107.933')
  })

  it('on a phone: each card says the net price × quantity, the list price and discount, and the amount', async () => {
    const media = window.matchMedia
    window.matchMedia = (query: string) => ({ ...media(query), matches: query === PHONE_QUERY })
    try {
      stubApi({ 'GET /api/orders/42': ok(konfirmasi), 'GET /api/ready-status': ok({ items: READY }) })
      renderDetail('/user/pesanan/konfirmasi/42')
      const card = await screen.findByRole('button', { name: /^1005A134 PART 1\b/ })
      expect(within(card).getByTestId('card-price').textContent).toBe('Rp. 110.700 → Rp. 107.933 × 2')
      expect(within(card).getByRole('img', { name: 'Harga berubah dari Rp. 110.700 menjadi Rp. 107.933' })).toBeTruthy()
      expect(within(card).getByText('Harga Satuan Rp. 123.000 · Diskon 10% + 2,5% tambahan')).toBeTruthy()
      expect(within(card).getByText('Rp. 215.866')).toBeTruthy()
      const plain = screen.getByRole('button', { name: /^MR051198 PART 2\b/ })
      expect(within(plain).getByTestId('card-price').textContent).toBe('Rp. 11.300 × 1')
      expect(within(plain).queryByText(/Harga Satuan/)).toBeNull()
      expect(screen.getByTestId('order-total').textContent).toBe('Rp. 252.154')
      // the sheet has every column, the prices too
      fireEvent.click(card)
      const sheet = await screen.findByRole('dialog')
      expect(within(sheet).getByText('Harga Net')).toBeTruthy()
      expect(within(sheet).getByText('10% + 2,5% tambahan')).toBeTruthy()
    } finally {
      window.matchMedia = media
    }
  })
})
