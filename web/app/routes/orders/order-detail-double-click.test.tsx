// @vitest-environment jsdom
// One answer per press: a double click on an order's action sends one request and shows one outcome.
// The two presses land before React draws the button busy, as a quick double click does in a browser;
// a second request would meet the order already moved on (409) and say 'Gagal' beside the success.
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, type Reply, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const moved = { status: 409, body: { code: 'INVALID_STATUS_TRANSITION', detail: 'Pesanan sudah berubah status.' } }
const estimateItems = [buildItem(1, { qty_estimasi: 5 }), buildItem(2, { qty_estimasi: 5 })]
const confirmedItems = [
  buildItem(1, { qty_estimasi: 5, qty_confirmed: 3, status_part_code: 'sebagian', status_part_code_raw: 2 }),
]

function stubOrder(before: ReturnType<typeof buildOrder>, after: ReturnType<typeof buildOrder>, action: Record<string, Reply[]>) {
  return stubApi({
    'GET /api/orders/42': [ok(before), ok(after)],
    'GET /api/ready-status': ok({ items: READY }),
    'POST /api/osc/qty': ok({ P1: 2, P2: 9 }),
    ...action,
  })
}

function doubleClick(element: HTMLElement) {
  fireEvent.click(element)
  fireEvent.click(element)
}

/** The outcome is said once, and no failure is said beside it. */
async function saidOnce(success: string) {
  expect(await screen.findByText(success)).toBeTruthy()
  // a second answer would arrive a moment later: give it the time
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(screen.getAllByText(success)).toHaveLength(1)
  expect(screen.queryByText(/^Gagal/)).toBeNull()
}

describe('a double click on an order action', { timeout: 15_000 }, () => {
  setUpDetailTests()

  it("sends 'Kirim Konfirmasi' once", async () => {
    const KIRIM = 'POST /api/orders/42/actions/kirim-konfirmasi'
    const { bodiesOf } = stubOrder(buildOrder(1, 'seller', estimateItems), buildOrder(2, 'seller', estimateItems), {
      [KIRIM]: [ok({ id: 42, status_code: 2, bucket: 'konfirmasi' }), moved],
    })
    renderDetail('/seller/pesanan/estimasi/42')
    await waitFor(() => expect((screen.getByLabelText('Qty Konfirmasi P1') as HTMLInputElement).value).toBe('2'))
    doubleClick(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    await saidOnce('Konfirmasi terkirim ke pembeli')
    expect(bodiesOf(KIRIM)).toHaveLength(1)
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seller/pesanan/konfirmasi/42'))
  })

  it("places the order once on 'Pesan Sekarang'", async () => {
    const LANJUT = 'POST /api/orders/42/actions/lanjut-pesan'
    const { bodiesOf } = stubOrder(buildOrder(2, 'user', confirmedItems), buildOrder(3, 'user', confirmedItems), {
      [LANJUT]: [ok({ id: 42, status_code: 3, bucket: 'po' }), moved],
    })
    renderDetail('/user/pesanan/konfirmasi/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Lanjut Pesan' }))
    const review = await screen.findByRole('dialog', { name: 'Periksa pesanan' })
    doubleClick(within(review).getByRole('button', { name: 'Pesan Sekarang' }))
    await saidOnce('Pesanan dilanjutkan. Status: Dipesan')
    expect(bodiesOf(LANJUT)).toHaveLength(1)
  })

  it("asks once and cancels once on 'Batal Pesan'", async () => {
    const BATAL = 'POST /api/orders/42/actions/batal'
    const { bodiesOf } = stubOrder(buildOrder(2, 'user', confirmedItems), buildOrder(5, 'user', confirmedItems), {
      [BATAL]: [ok({ id: 42, status_code: 5, bucket: 'batal' }), moved],
    })
    renderDetail('/user/pesanan/konfirmasi/42')
    doubleClick(await screen.findByRole('button', { name: 'Batal Pesan' }))
    const question = await screen.findByRole('dialog', { name: 'Batalkan pesanan ini?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Ya, Batalkan' }))
    await saidOnce('Pesanan dibatalkan')
    expect(bodiesOf(BATAL)).toEqual([{ ok: true }])
    // no second question waits behind the first
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("fills the cart once on 'Pesan Lagi'", async () => {
    const AGAIN = 'POST /api/orders/42/actions/pesan-lagi'
    const order = buildOrder(4, 'user', [buildItem(1)])
    const cart = { items: [], total_active_items: 1, max_active_items: 200 }
    const answer = {
      added: [{ product_id: 1, sto_id: 'P1', name: 'PART 1', qty: 5, capped: false }],
      replaced: [],
      skipped: [],
      cart,
    }
    const { bodiesOf } = stubOrder(order, order, { [AGAIN]: [ok(answer)] })
    renderDetail('/user/pesanan/diproses/42')
    doubleClick(await screen.findByRole('button', { name: 'Pesan Lagi' }))
    await screen.findByTestId('pesan-lagi-result')
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(bodiesOf(AGAIN)).toEqual([{}])
  })
})
