// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

// Arrival dates and replaced parts on the order detail: what the buyer reads, what staff pick
// while confirming, move later afterwards, or switch at the counter.
const line = (id: number) =>
  screen.getAllByTestId('order-line').find((row) => row.getAttribute('data-part') === `P${id}`) as HTMLElement

describe('arrival dates and replaced parts', { timeout: 15_000 }, () => {
  setUpDetailTests()
  afterEach(() => {
    vi.useRealTimers()
  })

  it("shows the buyer 'Perkiraan tiba' on an Indent line instead of the hint; Kosong keeps its hint", async () => {
    const order = buildOrder(2, 'user', [
      buildItem(1, { status_part_code: 'indent', status_part_code_raw: 4, qty_confirmed: 0, eta: '2026-12-12' }),
      buildItem(2, { status_part_code: 'kosong', status_part_code_raw: 3, qty_confirmed: 0 }),
    ])
    stubApi({ 'GET /api/orders/42': ok(order), 'GET /api/ready-status': ok({ items: READY }) })
    renderDetail('/user/pesanan/konfirmasi/42')
    expect(await within(await waitFor(() => line(1))).findByText('Perkiraan tiba: 12 Des 2026')).toBeTruthy()
    expect(within(line(1)).queryByText('± 3 minggu')).toBeNull()
    expect(within(line(2)).getByText('± 1 bulan')).toBeTruthy()
    // the buyer cannot move it
    expect(screen.queryByRole('button', { name: /Ubah perkiraan tiba/ })).toBeNull()
  })

  it('lets staff pick Indent with the date three weeks on, change it, and sends it with the confirmation', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T03:00:00Z'), toFake: ['Date'] })
    const order = buildOrder(1, 'seller', [buildItem(1, { qty_estimasi: 4 }), buildItem(2, { qty_estimasi: 2 })])
    const { bodiesOf } = stubApi({
      'GET /api/orders/42': ok(order),
      'GET /api/ready-status': ok({ items: READY }),
      'POST /api/osc/qty': ok({ P1: 0, P2: 5 }),
      'POST /api/orders/42/actions/kirim-konfirmasi': ok({ id: 42, status_code: 2, bucket: 'konfirmasi' }),
    })
    renderDetail('/seller/pesanan/estimasi/42')
    await waitFor(() => expect((screen.getByLabelText('Qty Konfirmasi P2') as HTMLInputElement).value).toBe('2'))
    // Kosong suggested for P1: no date yet
    expect(screen.queryByLabelText('Perkiraan tiba P1')).toBeNull()
    const input = screen.getByLabelText('Status P1', { selector: 'input' })
    fireEvent.click(input)
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
    fireEvent.click(within(list).getByRole('option', { name: 'Indent', hidden: true }))
    const date = (await screen.findByLabelText('Perkiraan tiba P1')) as HTMLInputElement
    // day first whatever the browser's language, like every other date field
    expect(date.value).toBe('15/12/2026')
    fireEvent.change(date, { target: { value: '23/11/2026' } })
    expect(await screen.findByText(/^Perkiraan tiba tidak boleh/)).toBeTruthy()
    fireEvent.change(date, { target: { value: '19/12/2026' } })
    expect(await screen.findByText('Perkiraan tiba: 19 Des 2026')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    await waitFor(() => expect(bodiesOf('POST /api/orders/42/actions/kirim-konfirmasi')).toHaveLength(1))
    expect(bodiesOf('POST /api/orders/42/actions/kirim-konfirmasi')[0]).toMatchObject({
      statuses: expect.arrayContaining([{ order_detail_id: 1, ready_status_id: 4 }]),
      etas: [{ order_detail_id: 1, eta: '2026-12-19' }],
    })
  })

  it('lets staff move a date later after the order was placed, and refuses an earlier one on screen', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T03:00:00Z'), toFake: ['Date'] })
    const item = buildItem(1, {
      status_part_code: 'indent',
      status_part_code_raw: 4,
      qty_confirmed: 0,
      qty_ordered: 0,
      eta: '2026-12-12',
    })
    const before = buildOrder(3, 'seller', [item], {
      allowed_updates: { ...buildOrder(3, 'seller', []).allowed_updates, can_update_eta: true },
    })
    const after = buildOrder(3, 'seller', [{ ...item, eta: '2026-12-20' }], { version: 4 })
    const { bodiesOf } = stubApi({
      'GET /api/orders/42': [ok(before), ok(after)],
      'GET /api/ready-status': ok({ items: READY }),
      'POST /api/orders/42/actions/ubah-eta': ok({ id: 42, status_code: 3, bucket: 'po' }),
    })
    renderDetail('/seller/pesanan/po/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah perkiraan tiba P1' }))
    const field = (await screen.findByLabelText('Perkiraan tiba baru P1')) as HTMLInputElement
    expect(field.value).toBe('13/12/2026')
    fireEvent.change(field, { target: { value: '10/12/2026' } })
    expect(await screen.findByText('Perkiraan tiba harus setelah tanggal sekarang')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(field, { target: { value: '20 Des 2026' } })
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText('Perkiraan tiba P1 diubah')).toBeTruthy()
    expect(bodiesOf('POST /api/orders/42/actions/ubah-eta')).toEqual([{ etas: [{ order_detail_id: 1, eta: '2026-12-20' }] }])
    expect(await screen.findByText('Perkiraan tiba: 20 Des 2026')).toBeTruthy()
  })

  it('shows staff the current number of a replaced part with its stock, and switches the line in one click', async () => {
    const replaced = buildItem(1, { nomor_part: 'OLD1', pengganti: { nomor_part: 'NEW1', nama_part: 'BARU', price: 2_000 } })
    const before = buildOrder(1, 'seller', [replaced, buildItem(2)])
    const after = buildOrder(
      1,
      'seller',
      [{ ...replaced, nomor_part: 'NEW1', nomor_part_diminta: 'OLD1', pengganti: null }, buildItem(2)],
      {
        version: 2,
        events: [
          ...before.events,
          {
            action: 'ganti-part',
            status_code: 1,
            status_label: 'Estimasi',
            actor: 'demo.seller',
            timestamp: '2026-11-20T04:00:00.000Z',
            keterangan: 'Part OLD1 diganti NEW1',
          },
        ],
      },
    )
    const { bodiesOf } = stubApi({
      'GET /api/orders/42': [ok(before), ok(after)],
      'GET /api/ready-status': ok({ items: READY }),
      'POST /api/osc/qty': ok({ OLD1: 0, NEW1: 7, P2: 3 }),
      'POST /api/orders/42/actions/ganti-part': ok({ id: 42, status_code: 1, bucket: 'estimasi' }),
    })
    renderDetail('/seller/pesanan/estimasi/42')
    const offer = await screen.findByTestId('line-replacement')
    await waitFor(() => expect(within(offer).getByText(/OSC 7/)).toBeTruthy())
    expect(bodiesOf('POST /api/osc/qty')).toEqual([{ sto_ids: ['OLD1', 'NEW1', 'P2'] }])
    // what staff typed on another line survives the switch's reload (same status)
    const otherQty = screen.getByLabelText('Qty Konfirmasi P2') as HTMLInputElement
    fireEvent.change(otherQty, { target: { value: '1' } })
    fireEvent.click(within(offer).getByRole('button', { name: 'Ganti OLD1 ke NEW1' }))
    expect(await screen.findByText('OLD1 diganti NEW1 di pesanan ini')).toBeTruthy()
    await waitFor(() => expect(screen.getByText('Diminta:', { exact: false })).toBeTruthy())
    expect((screen.getByLabelText('Qty Konfirmasi P2') as HTMLInputElement).value).toBe('1')
    expect(bodiesOf('POST /api/orders/42/actions/ganti-part')).toEqual([{ order_detail_id: 1 }])
    expect(await screen.findByText('Part OLD1 diganti NEW1')).toBeTruthy()
    expect(screen.getByText('Part diganti')).toBeTruthy()
    expect(screen.queryByTestId('line-replacement')).toBeNull()
  })
})
