// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { PHONE_QUERY } from '#web/features/orders/components/order-detail-body.tsx'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, type Reply, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const items = [
  buildItem(1, {
    qty_estimasi: 5,
    qty_confirmed: 3,
    status_part_code: 'sebagian',
    status_part_code_raw: 2,
    catatan_per_part_seller: 'Sisa inden',
  }),
  buildItem(2, { qty_estimasi: 2, qty_confirmed: 0, status_part_code: 'indent', status_part_code_raw: 4 }),
]
const konfirmasi = buildOrder(2, 'user', items)
const LANJUT = 'POST /api/orders/42/actions/lanjut-pesan'
const BATAL = 'POST /api/orders/42/actions/batal'

function api(extra: Record<string, Reply | Reply[]>, after = buildOrder(3, 'user', items)) {
  return stubApi({ 'GET /api/orders/42': [ok(konfirmasi), ok(after)], 'GET /api/ready-status': ok({ items: READY }), ...extra })
}
const ordered = (part: string) => screen.getByLabelText(`Qty Dipesan ${part}`) as HTMLInputElement
const location = () => screen.getByTestId('location').textContent

describe('buyer at Konfirmasi', { timeout: 15_000 }, () => {
  setUpDetailTests()

  it('reads staff answers and orders up to the confirmed quantity', async () => {
    const { bodiesOf, calls } = api({ [LANJUT]: ok({ id: 42, status_code: 3, bucket: 'po' }) })
    renderDetail('/user/pesanan/konfirmasi/42')
    await waitFor(() => expect(ordered('P1').value).toBe('3'))
    expect(screen.getByText('Sisa inden')).toBeTruthy()
    expect(screen.getByText('± 3 minggu')).toBeTruthy()
    expect(screen.queryByText('Qty OSC')).toBeNull()
    expect(screen.queryByLabelText('Catatan staff P1')).toBeNull()
    fireEvent.change(ordered('P1'), { target: { value: '9' } })
    expect(ordered('P1').value).toBe('3')
    fireEvent.change(ordered('P1'), { target: { value: '2' } })
    // 2 × Rp. 1.000 plus PPN 12% × DPP 11/12 (1.833): the totals follow the quantity typed
    expect(screen.getByTestId('order-total').textContent).toBe('Rp. 2.219')
    // first a review of what will be ordered; 'Kembali' sends nothing
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut Pesan' }))
    let review = await screen.findByRole('dialog', { name: 'Periksa pesanan' })
    expect(within(review).getByText('2 × Rp. 1.000')).toBeTruthy()
    expect(within(review).getByText('Tidak dipesan (Qty Dipesan 0): P2')).toBeTruthy()
    expect(within(review).getByTestId('order-total').textContent).toBe('Rp. 2.219')
    fireEvent.click(within(review).getByRole('button', { name: 'Kembali' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(bodiesOf(LANJUT)).toEqual([])
    fireEvent.click(screen.getByRole('button', { name: 'Lanjut Pesan' }))
    review = await screen.findByRole('dialog', { name: 'Periksa pesanan' })
    fireEvent.click(within(review).getByRole('button', { name: 'Pesan Sekarang' }))
    expect(await screen.findByText('Pesanan dilanjutkan. Status: Dipesan')).toBeTruthy()
    expect(bodiesOf(LANJUT)).toEqual([
      {
        order_lines: [
          { order_detail_id: 1, qty_ordered: 2 },
          { order_detail_id: 2, qty_ordered: 0 },
        ],
      },
    ])
    await waitFor(() => expect(location()).toBe('/user/pesanan/po/42'))
    expect(calls.some((c) => c.key === 'POST /api/osc/qty')).toBe(false)
  })

  it('names the lines the server refused', async () => {
    const refused = {
      status: 422,
      body: {
        code: 'QTY_ORDERED_EXCEEDS_CONFIRMED',
        detail: 'x',
        violations: [{ order_detail_id: 1, qty_ordered: 4, qty_confirmed: 3 }],
      },
    }
    api({
      [LANJUT]: [
        refused,
        {
          status: 409,
          body: { code: 'INVALID_STATUS_TRANSITION', detail: 'Pesanan berstatus Batal tidak dapat dilanjutkan ke pemesanan.' },
        },
      ],
    })
    renderDetail('/user/pesanan/konfirmasi/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Lanjut Pesan' }))
    const button = within(await screen.findByRole('dialog', { name: 'Periksa pesanan' })).getByRole('button', {
      name: 'Pesan Sekarang',
    })
    fireEvent.click(button)
    expect(await screen.findByText('Beberapa qty_ordered melebihi qty_confirmed: #1')).toBeTruthy()
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(button)
    expect(
      await screen.findByText('Gagal lanjut pesan: Pesanan berstatus Batal tidak dapat dilanjutkan ke pemesanan.'),
    ).toBeTruthy()
  })

  it('cancels after asking, and says when cancelling failed', async () => {
    const { bodiesOf } = api(
      { [BATAL]: [{ status: 500, body: { detail: 'Server bermasalah' } }, ok({ id: 42, status_code: 5, bucket: 'batal' })] },
      buildOrder(5, 'user', items),
    )
    renderDetail('/user/pesanan/konfirmasi/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Batal Pesan' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Batalkan' }))
    expect(await screen.findByText('Gagal membatalkan: Server bermasalah')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Batal Pesan' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ya, Batalkan' }))
    expect(await screen.findByText('Pesanan dibatalkan')).toBeTruthy()
    expect(bodiesOf(BATAL)).toEqual([{ ok: true }, { ok: true }])
    await waitFor(() => expect(location()).toBe('/user/pesanan/batal/42'))
  })

  it('on a phone: a card per line, and a bottom sheet with the inputs', async () => {
    const media = window.matchMedia
    window.matchMedia = (query: string) => ({ ...media(query), matches: query === PHONE_QUERY })
    try {
      api({})
      renderDetail('/user/pesanan/konfirmasi/42')
      const card = await screen.findByRole('button', { name: /^P1 PART 1\b/ })
      expect(screen.queryByLabelText('Qty Dipesan P1')).toBeNull()
      // the staff's note on the part is on its card, not only in the sheet
      expect(within(card).getByText('Catatan staff: Sisa inden')).toBeTruthy()
      fireEvent.click(card)
      const sheet = await screen.findByRole('dialog')
      fireEvent.change(within(sheet).getByLabelText('Qty Dipesan P1'), { target: { value: '1' } })
      fireEvent.click(within(sheet).getByRole('button', { name: 'Selesai' }))
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
      expect(card.textContent).toContain('Dipesan 1')
    } finally {
      window.matchMedia = media
    }
  })
})
