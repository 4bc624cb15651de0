// @vitest-environment jsdom
// The confirmation as the dealer's quote (docs/product.md §10.12): staff's extra line discounts up to
// the branch's cap, the buyer told before pressing when the quote has expired, and staff's
// 'Perbarui Harga' renewing it.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const KIRIM = 'POST /api/orders/42/actions/kirim-konfirmasi'
const LANJUT = 'POST /api/orders/42/actions/lanjut-pesan'
const PERBARUI = 'POST /api/orders/42/actions/perbarui-harga'
const items = [buildItem(1, { qty_estimasi: 2, price: 100_000 }), buildItem(2, { qty_estimasi: 1, price: 50_000 })]
const sent = ok({ id: 42, status_code: 2, bucket: 'konfirmasi' })

function staffAtEstimasi(cap: number, kirim = sent) {
  return stubApi({
    'GET /api/orders/42': [
      ok(buildOrder(1, 'seller', items, { batas_diskon_tambahan: cap })),
      ok(buildOrder(2, 'seller', items)),
    ],
    'GET /api/ready-status': ok({ items: READY }),
    'POST /api/osc/qty': ok({ P1: 9, P2: 9 }),
    [KIRIM]: kirim,
  })
}
const extraField = (part: string) => screen.getByLabelText(`Diskon tambahan (%) ${part}`) as HTMLInputElement
const netOf = (part: string) => {
  const heads = [...document.querySelectorAll('[data-testid="order-lines"] thead th')].map((h) => h.textContent)
  const row = document.querySelector(`[data-testid="order-line"][data-part="${part}"]`) as HTMLElement
  return row.querySelectorAll('td')[heads.indexOf('Harga Net')].textContent
}

describe("staff's extra discount at Kirim Konfirmasi", { timeout: 15_000 }, () => {
  setUpDetailTests()

  it("refuses above the branch's cap before sending, then sends the ones given as extra_discounts", async () => {
    const { bodiesOf } = staffAtEstimasi(5)
    renderDetail('/seller/pesanan/estimasi/42')
    await waitFor(() => expect((screen.getByLabelText('Qty Konfirmasi P1') as HTMLInputElement).value).toBe('2'))
    fireEvent.change(extraField('P1'), { target: { value: '7' } })
    expect(await screen.findByText('Maksimal 5%')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    expect(await screen.findByText('Diskon tambahan tidak valid: P1. Perbaiki sebelum mengirim.')).toBeTruthy()
    expect(bodiesOf(KIRIM)).toEqual([])
    // within the cap: the net price and the totals follow at once
    fireEvent.change(extraField('P1'), { target: { value: '2,5' } })
    await waitFor(() => expect(screen.queryByText('Maksimal 5%')).toBeNull())
    expect(netOf('P1')).toBe('Rp. 97.500')
    // 2 × 97.500 + 50.000 = 245.000; PPN 12% × 224.583 = 26.949
    expect(screen.getByTestId('order-total').textContent).toBe('Rp. 271.949')
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    expect(await screen.findByText('Konfirmasi terkirim ke pembeli')).toBeTruthy()
    const [body] = bodiesOf(KIRIM) as Array<Record<string, unknown>>
    expect(body.extra_discounts).toEqual([{ order_detail_id: 1, extra_discount_percent: 2.5 }])
  })

  it("shows the server's 422 EXTRA_DISCOUNT_TOO_HIGH as the other refusals", async () => {
    const refused = {
      status: 422,
      body: { code: 'EXTRA_DISCOUNT_TOO_HIGH', detail: 'Diskon tambahan melebihi batas cabang: maksimal 3%.' },
    }
    staffAtEstimasi(5, refused)
    renderDetail('/seller/pesanan/estimasi/42')
    await waitFor(() => expect((screen.getByLabelText('Qty Konfirmasi P1') as HTMLInputElement).value).toBe('2'))
    // head office lowered the cap while the page was open
    fireEvent.change(extraField('P1'), { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    expect(await screen.findByText('Gagal kirim konfirmasi: Diskon tambahan melebihi batas cabang: maksimal 3%.')).toBeTruthy()
  })

  it('offers no field where the branch allows no extra discount, and sends none', async () => {
    const { bodiesOf } = staffAtEstimasi(0)
    renderDetail('/seller/pesanan/estimasi/42')
    await waitFor(() => expect((screen.getByLabelText('Qty Konfirmasi P1') as HTMLInputElement).value).toBe('2'))
    expect(screen.queryByLabelText('Diskon tambahan (%) P1')).toBeNull()
    expect(screen.queryByText('Diskon Tambahan (%)')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    expect(await screen.findByText('Konfirmasi terkirim ke pembeli')).toBeTruthy()
    expect(bodiesOf(KIRIM)[0]).not.toHaveProperty('extra_discounts')
  })
})

describe('an expired quote', { timeout: 15_000 }, () => {
  setUpDetailTests()
  const confirmed = [buildItem(1, { qty_confirmed: 2, status_part_code: 'ada', status_part_code_raw: 1 })]
  const EXPIRED = 'Penawaran sudah kedaluwarsa. Minta staff memperbarui harga.'

  it('tells the buyer before he presses, and Lanjut Pesan is off', async () => {
    const expired = buildOrder(2, 'user', confirmed, { price_valid_until: '2020-01-31' })
    stubApi({ 'GET /api/orders/42': ok(expired), 'GET /api/ready-status': ok({ items: READY }) })
    renderDetail('/user/pesanan/konfirmasi/42')
    expect((await screen.findByTestId('quote-expired')).textContent).toBe(EXPIRED)
    expect((screen.getByRole('button', { name: 'Lanjut Pesan' }) as HTMLButtonElement).disabled).toBe(true)
    expect(screen.getByTestId('price-valid-until').textContent).toBe('Harga berlaku s.d. 31 Jan 2020 (kedaluwarsa)')
    // 'Batal Pesan' stays: cancelling needs no price
    expect((screen.getByRole('button', { name: 'Batal Pesan' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it("shows the server's words when the day passes while the page is open", async () => {
    const valid = buildOrder(2, 'user', confirmed, { price_valid_until: '2099-12-31' })
    stubApi({
      'GET /api/orders/42': ok(valid),
      'GET /api/ready-status': ok({ items: READY }),
      [LANJUT]: { status: 409, body: { code: 'QUOTE_EXPIRED', detail: EXPIRED, price_valid_until: '2099-12-31' } },
    })
    renderDetail('/user/pesanan/konfirmasi/42')
    const lanjut = await screen.findByRole('button', { name: 'Lanjut Pesan' })
    expect(screen.queryByTestId('quote-expired')).toBeNull()
    fireEvent.click(lanjut)
    fireEvent.click(await screen.findByRole('button', { name: 'Pesan Sekarang' }))
    expect(await screen.findByText(`Gagal lanjut pesan: ${EXPIRED}`)).toBeTruthy()
  })

  it("tells staff, whose 'Perbarui Harga' sends one empty request, says so and reloads the order", async () => {
    const expired = buildOrder(2, 'seller', confirmed, { price_valid_until: '2020-01-31' })
    const renewed = buildOrder(2, 'seller', confirmed, { price_valid_until: '2099-02-07', version: 3 })
    const { bodiesOf, calls } = stubApi({
      'GET /api/orders/42': [ok(expired), ok(renewed)],
      'GET /api/ready-status': ok({ items: READY }),
      [PERBARUI]: [ok({ id: 42, status_code: 2, bucket: 'konfirmasi' }), { status: 409, body: { detail: 'sudah' } }],
    })
    renderDetail('/seller/pesanan/konfirmasi/42')
    expect((await screen.findByTestId('quote-expired')).textContent).toContain('31 Jan 2020')
    const button = screen.getByRole('button', { name: 'Perbarui Harga' })
    // a double click: the second press lands before the button is drawn busy
    fireEvent.click(button)
    fireEvent.click(button)
    expect(await screen.findByText('Harga diperbarui. Pembeli diberi tahu.')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('price-valid-until').textContent).toBe('Harga berlaku s.d. 07 Feb 2099'))
    expect(screen.queryByTestId('quote-expired')).toBeNull()
    expect(bodiesOf(PERBARUI)).toEqual([{}])
    expect(calls.filter((c) => c.key === 'GET /api/orders/42')).toHaveLength(2)
    expect(screen.queryByText(/^Gagal/)).toBeNull()
  })

  it('offers Perbarui Harga to staff at Konfirmasi only', async () => {
    stubApi({ 'GET /api/orders/42': ok(buildOrder(3, 'seller', confirmed)), 'GET /api/ready-status': ok({ items: READY }) })
    renderDetail('/seller/pesanan/po/42')
    expect(await screen.findByRole('button', { name: 'Export' })).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Perbarui Harga' })).toBeNull()
  })
})
