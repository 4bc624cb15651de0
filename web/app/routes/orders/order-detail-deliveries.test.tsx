// @vitest-environment jsdom
// A Diproses order's deliveries on its detail (product.md §13.2): per line what was ordered, sent
// and is still to send, the deliveries leading to their Surat Jalan, and staff's 'Catat
// Pengiriman': checked here in the server's words, sent once with the lines that have pieces, and
// a refusal said in the form, which stays open.
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { beforeEach, describe, expect, it } from 'vitest'
import type { DeliverySummary, OrderDeliveries } from '#common/deliveries.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, type Reply, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const DELIVERIES = 'GET /api/orders/42/deliveries'
const RECORD = 'POST /api/orders/42/deliveries'
const items = [1, 2, 3].map((id) => buildItem(id, { status_part_code: 'ada', qty_confirmed: 5, qty_ordered: 5 }))

const line = (id: number, ordered: number, delivered: number) => ({
  order_item_id: id,
  line_no: id,
  part_no: `P${id}`,
  part_name: `PART ${id}`,
  ordered,
  delivered,
  open: ordered - delivered,
})

const sent: DeliverySummary = {
  id: 9,
  number: 'SJ/JKT01/202611/0001',
  method: 'dikirim',
  method_label: 'Dikirim',
  courier: 'Budi',
  plate: 'B 1234 XYZ',
  tracking: null,
  date: '2026-11-21',
  recorded_by: 'staf.satu',
  recorded_at: '2026-11-21T03:00:00.000Z',
  lines: 1,
  pieces: 2,
}

// P3 supplies nothing (a Kosong line): the panel leaves it out
const figures = (canRecord: boolean): OrderDeliveries => ({
  lines: [line(1, 5, 2), line(2, 4, 0), line(3, 0, 0)],
  deliveries: [sent],
  can_record: canRecord,
})

function stub(role: 'user' | 'seller', deliveries: OrderDeliveries, record: Reply[] = []) {
  return stubApi({
    'GET /api/orders/42': ok(buildOrder(4, role, items)),
    'GET /api/ready-status': ok({ items: READY }),
    [DELIVERIES]: ok(deliveries),
    [RECORD]: record,
  })
}

/** From 48em a table, as the order's own lines. */
function setWide(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide && query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

async function openForm() {
  const panel = await screen.findByRole('region', { name: 'Pengiriman' })
  fireEvent.click(within(panel).getByRole('button', { name: 'Catat Pengiriman' }))
  return screen.findByRole('dialog', { name: 'Catat Pengiriman' })
}

const type = (form: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(within(form).getByLabelText(label), { target: { value } })

describe("a Diproses order's deliveries", { timeout: 15_000 }, () => {
  setUpDetailTests()
  beforeEach(() => setWide(true))

  it('shows per line what was ordered, sent and is open, and each delivery leading to its page', async () => {
    stub('seller', figures(true))
    renderDetail('/seller/pesanan/diproses/42')
    const panel = await screen.findByRole('region', { name: 'Pengiriman' })
    const rows = within(within(panel).getByRole('table', { name: 'Pengiriman per part' })).getAllByRole('row')
    expect(rows.map((row) => row.textContent)).toEqual(['PartDipesanDikirimBelum dikirim', 'P1PART 1523', 'P2PART 2404'])
    const link = within(panel).getByRole('link', { name: sent.number })
    expect(link.getAttribute('href')).toBe('/seller/pengiriman/9')
    expect(within(panel).getByText('21 Nov 2026 · Dikirim · Budi · B 1234 XYZ')).toBeTruthy()
    expect(within(panel).getByText('2 pcs')).toBeTruthy()
    expect(within(panel).getByRole('button', { name: 'Catat Pengiriman' })).toBeTruthy()
  })

  it('shows the buyer the same figures as cards on a phone, without the button', async () => {
    setWide(false)
    stub('user', { ...figures(false), deliveries: [] })
    renderDetail('/user/pesanan/diproses/42')
    const panel = await screen.findByRole('region', { name: 'Pengiriman' })
    const cards = within(within(panel).getByRole('list', { name: 'Pengiriman per part' })).getAllByRole('listitem')
    expect(cards.map((card) => card.textContent)).toEqual([
      'P1PART 1Dipesan: 5Dikirim: 2Belum dikirim: 3',
      'P2PART 2Dipesan: 4Dikirim: 0Belum dikirim: 4',
    ])
    expect(within(panel).getByText('Belum ada pengiriman.')).toBeTruthy()
    expect(within(panel).queryByRole('button', { name: 'Catat Pengiriman' })).toBeNull()
  })

  it('asks nothing of an order before Diproses', async () => {
    const { calls } = stubApi({
      'GET /api/orders/42': ok(buildOrder(3, 'seller', items)),
      'GET /api/ready-status': ok({ items: READY }),
    })
    renderDetail('/seller/pesanan/po/42')
    await screen.findByText('Riwayat Status')
    expect(calls.filter((call) => call.key === DELIVERIES)).toEqual([])
    expect(screen.queryByRole('region', { name: 'Pengiriman' })).toBeNull()
  })

  it('sends the lines with pieces once, the driver tidied and the plate as the police write it', async () => {
    const { bodiesOf } = stub('seller', figures(true), [ok({ delivery: { ...sent, id: 10, number: 'SJ/JKT01/202611/0002' } })])
    renderDetail('/seller/pesanan/diproses/42')
    const form = await openForm()
    // everything open by default; P2 stays behind
    expect((within(form).getByLabelText('Jumlah P1') as HTMLInputElement).value).toBe('3')
    type(form, 'Jumlah P2', '0')
    type(form, /Nama sopir \/ kurir/, '  Budi   Santoso ')
    type(form, /Nomor polisi/, ' b 1234  xyz')
    const save = within(form).getByRole('button', { name: 'Simpan' })
    // both presses land before React draws the button busy, as a quick double click does
    act(() => {
      fireEvent.click(save)
      fireEvent.click(save)
    })
    expect(await screen.findByText('Pengiriman SJ/JKT01/202611/0002 dicatat')).toBeTruthy()
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Catat Pengiriman' })).toBeNull())
    expect(bodiesOf(RECORD)).toEqual([
      {
        method: 'dikirim',
        courier: 'Budi Santoso',
        plate: 'B 1234 XYZ',
        date: jakartaDay(new Date()),
        lines: [{ order_item_id: 1, qty: 3 }],
      },
    ])
  })

  it('refuses here a delivery without driver or plate, and sends a pickup with nobody named', async () => {
    const { bodiesOf } = stub('seller', figures(true), [ok({ delivery: { ...sent, method: 'diambil' } })])
    renderDetail('/seller/pesanan/diproses/42')
    const form = await openForm()
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }))
    expect(await within(form).findByText('Nama sopir atau kurir wajib diisi')).toBeTruthy()
    expect(within(form).getByText('Nomor polisi wajib diisi')).toBeTruthy()
    expect(bodiesOf(RECORD)).toEqual([])

    fireEvent.click(within(form).getByText('Diambil di cabang'))
    expect(within(form).queryByLabelText(/Nomor polisi/)).toBeNull()
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(bodiesOf(RECORD)).toHaveLength(1))
    expect(bodiesOf(RECORD)[0]).toEqual({
      method: 'diambil',
      date: jakartaDay(new Date()),
      lines: [
        { order_item_id: 1, qty: 3 },
        { order_item_id: 2, qty: 4 },
      ],
    })
  })

  it("says the server's refusal in the form, which stays open, and reads the figures again", async () => {
    const detail = 'Jumlah melebihi yang belum dikirim: P1 (sisa 1). Muat ulang pesanan.'
    const { calls } = stub('seller', figures(true), [{ status: 409, body: { code: 'DELIVERY_OVER_QUANTITY', detail } }])
    renderDetail('/seller/pesanan/diproses/42')
    const form = await openForm()
    type(form, /Nama sopir \/ kurir/, 'Budi')
    type(form, /Nomor polisi/, 'B 1234 XYZ')
    const asked = calls.filter((call) => call.key === DELIVERIES).length
    fireEvent.click(within(form).getByRole('button', { name: 'Simpan' }))
    expect(await within(form).findByText(detail)).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Catat Pengiriman' })).toBeTruthy()
    expect((within(form).getByLabelText(/Nama sopir \/ kurir/) as HTMLInputElement).value).toBe('Budi')
    await waitFor(() => expect(calls.filter((call) => call.key === DELIVERIES).length).toBeGreaterThan(asked))
  })
})
