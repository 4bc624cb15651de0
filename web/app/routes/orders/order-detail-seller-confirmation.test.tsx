// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { OSC_TIMING } from '#web/features/orders/hooks/use-osc-load.ts'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { hanging, ok, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const estimate = buildOrder(1, 'seller', [
  buildItem(1, { qty_estimasi: 5 }),
  buildItem(2, { qty_estimasi: 5 }),
  buildItem(3, { qty_estimasi: 5 }),
])
const confirmed = buildOrder(2, 'seller', estimate.items)
const sent = ok({ id: 42, status_code: 2, bucket: 'konfirmasi' })
const KIRIM = 'POST /api/orders/42/actions/kirim-konfirmasi'
const conflict = {
  status: 409,
  body: {
    code: 'OSC_WARNING',
    detail: 'Beberapa qty melebihi ketersediaan OSC',
    conflicts: [{ order_detail_id: 1, part_no: 'P1', part_name: 'PART 1', qty_est: 5, qty_osc: 2, qty_conf: 4 }],
  },
}

function api(kirim: Parameters<typeof stubApi>[0][string], osc: Parameters<typeof stubApi>[0][string] = ok({ P1: 2, P2: 9 })) {
  return stubApi({
    'GET /api/orders/42': [ok(estimate), ok(confirmed)],
    'GET /api/ready-status': ok({ items: READY }),
    'POST /api/osc/qty': osc,
    [KIRIM]: kirim,
  })
}

const partsInOrder = () => screen.getAllByTestId('order-line').map((row) => row.getAttribute('data-part'))
const qtyInput = (part: string) => screen.getByLabelText(`Qty Konfirmasi ${part}`) as HTMLInputElement

async function loaded() {
  await waitFor(() => expect(screen.queryByText('Memuat Data Ketersediaan (OSC)')).toBeNull())
  await waitFor(() => expect(qtyInput('P1').value).toBe('2'))
}

describe('staff at Estimasi', { timeout: 15_000 }, () => {
  setUpDetailTests()
  afterEach(() => {
    Object.assign(OSC_TIMING, { hintMs: 15_000, abortMs: 30_000 })
  })

  it('loads OSC under the overlay, sorts by stock and suggests quantities and statuses', async () => {
    const { bodiesOf } = api(sent)
    renderDetail('/seller/pesanan/estimasi/42')
    expect(await screen.findByText('Memuat Data Ketersediaan (OSC)')).toBeTruthy()
    await loaded()
    expect(bodiesOf('POST /api/osc/qty')).toEqual([{ sto_ids: ['P1', 'P2', 'P3'] }])
    expect(partsInOrder()).toEqual(['P2', 'P1', 'P3'])
    expect([qtyInput('P2').value, qtyInput('P1').value, qtyInput('P3').value]).toEqual(['5', '2', '0'])
    const status = (part: string) => (screen.getByLabelText(`Status ${part}`, { selector: 'input' }) as HTMLInputElement).value
    expect([status('P2'), status('P1'), status('P3')]).toEqual(['Ada', 'Sebagian', 'Kosong'])
    expect(screen.getByText('± 1 bulan')).toBeTruthy()
  })

  it('clamps quantities, counts notes and sends the confirmation, then follows the order to Konfirmasi', async () => {
    const { bodiesOf } = api(sent)
    renderDetail('/seller/pesanan/estimasi/42')
    await loaded()
    fireEvent.change(qtyInput('P3'), { target: { value: '1234' } })
    expect(qtyInput('P3').value).toBe('123')
    fireEvent.change(screen.getByLabelText('Catatan staff P1'), { target: { value: 'Sisa di cabang lain' } })
    fireEvent.change(screen.getByLabelText('Catatan Staff'), { target: { value: 'x'.repeat(120) } })
    expect(screen.getByText('Maks 100 karakter · 100/100')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    expect(await screen.findByText('Konfirmasi terkirim ke pembeli')).toBeTruthy()
    const [body] = bodiesOf(KIRIM) as Array<Record<string, unknown>>
    expect(body.note_seller).toBe('x'.repeat(100))
    expect(body.confirm_lines).toEqual([
      { order_detail_id: 2, qty_confirmed: 5 },
      { order_detail_id: 1, qty_confirmed: 2 },
      { order_detail_id: 3, qty_confirmed: 123 },
    ])
    expect(body.notes_per_part).toContainEqual({ order_detail_id: 1, note_part_seller: 'Sisa di cabang lain' })
    // none in stock, but 123 typed: the suggestion follows the typed quantity (Ada), never Kosong beside 123
    expect(body.statuses).toContainEqual({ order_detail_id: 3, ready_status_id: 1 })
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seller/pesanan/konfirmasi/42'))
  })

  it('keeps the paper on screen when the new status arrives while it prints', async () => {
    let release: () => void = () => undefined
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    const reload = async () => {
      await held
      return new Response(JSON.stringify(confirmed), { status: 200, headers: { 'Content-Type': 'application/json' } })
    }
    stubApi({
      'GET /api/orders/42': [ok(estimate), reload],
      'GET /api/ready-status': ok({ items: READY }),
      'POST /api/osc/qty': ok({ P1: 2, P2: 9 }),
      [KIRIM]: sent,
    })
    renderDetail('/seller/pesanan/estimasi/42')
    await loaded()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    expect(await screen.findByText('Konfirmasi terkirim ke pembeli')).toBeTruthy()
    // Ctrl+P while the order is reloaded with its new status
    window.dispatchEvent(new Event('beforeprint'))
    expect(await screen.findByTestId('print-document')).toBeTruthy()
    release()
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/seller/pesanan/konfirmasi/42'))
    // the body starts anew with the new status; the print mode is the page's and stays
    await waitFor(() => expect(screen.getByTestId('print-document').textContent).toContain('Qty Konfirmasi'))
    window.dispatchEvent(new Event('afterprint'))
    await waitFor(() => expect(screen.queryByTestId('print-document')).toBeNull())
  })

  it('moves from quantity to quantity down the lines with Tab and Enter, and up with Shift+Tab', async () => {
    api(sent)
    renderDetail('/seller/pesanan/estimasi/42')
    await loaded()
    // lines read P2, P1, P3 (most stock first)
    qtyInput('P2').focus()
    fireEvent.keyDown(qtyInput('P2'), { key: 'Tab' })
    expect(document.activeElement).toBe(qtyInput('P1'))
    fireEvent.keyDown(qtyInput('P1'), { key: 'Enter' })
    expect(document.activeElement).toBe(qtyInput('P3'))
    fireEvent.keyDown(qtyInput('P3'), { key: 'Tab', shiftKey: true })
    expect(document.activeElement).toBe(qtyInput('P1'))
  })

  it('marks a status that contradicts its quantity and sends nothing until it is fixed', async () => {
    const pickStatus = (part: string, name: string) => {
      const input = screen.getByLabelText(`Status ${part}`, { selector: 'input' })
      fireEvent.click(input)
      const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
      fireEvent.click(within(list).getByRole('option', { name, hidden: true }))
    }
    const { bodiesOf } = api(sent)
    renderDetail('/seller/pesanan/estimasi/42')
    await loaded()
    // an unpicked status follows the quantity: 0 typed on P2 makes its suggestion Kosong
    fireEvent.change(qtyInput('P2'), { target: { value: '0' } })
    expect((screen.getByLabelText('Status P2', { selector: 'input' }) as HTMLInputElement).value).toBe('Kosong')
    // a clerk who then picks Ada leaves 'Ada' beside nothing
    pickStatus('P2', 'Ada')
    expect(await screen.findByText('Ada tetapi qty konfirmasi 0')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    expect(await screen.findByText('Status tidak sesuai qty konfirmasi: P2. Perbaiki status atau qty.')).toBeTruthy()
    expect(bodiesOf(KIRIM)).toEqual([])
    pickStatus('P2', 'Kosong')
    expect(screen.queryByText('Ada tetapi qty konfirmasi 0')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    expect(await screen.findByText('Konfirmasi terkirim ke pembeli')).toBeTruthy()
    expect((bodiesOf(KIRIM)[0] as { statuses: unknown[] }).statuses).toContainEqual({ order_detail_id: 2, ready_status_id: 3 })
  })

  it('opens the conflict dialog on OSC_WARNING and resends the revised quantities', async () => {
    const { bodiesOf } = api([conflict, sent])
    renderDetail('/seller/pesanan/estimasi/42')
    await loaded()
    fireEvent.change(qtyInput('P1'), { target: { value: '4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    const dialog = await screen.findByRole('dialog')
    expect(within(dialog).getByText('Beberapa qty melebihi ketersediaan OSC')).toBeTruthy()
    expect(within(dialog).getByText('Silakan revisi atau lanjutkan apa adanya')).toBeTruthy()
    const revise = within(dialog).getByLabelText('Revisi Qty Konfirmasi P1') as HTMLInputElement
    expect(revise.value).toBe('2')
    fireEvent.change(revise, { target: { value: '1' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Revisi & Kirim' }))
    await screen.findByText('Konfirmasi terkirim ke pembeli')
    const [, resent] = bodiesOf(KIRIM) as Array<Record<string, unknown>>
    expect(resent.resolve).toEqual({ mode: 'revise', lines: [{ order_detail_id: 1, qty_confirmed: 1 }] })
    expect(resent.confirm_lines).toContainEqual({ order_detail_id: 1, qty_confirmed: 1 })
  })

  it('proceeds as it is with Lanjut Saja, and says when the resend fails', async () => {
    const { bodiesOf } = api([
      conflict,
      { status: 503, body: { code: 'OSC_UNAVAILABLE', detail: 'Layanan stok tidak tersedia' } },
    ])
    renderDetail('/seller/pesanan/estimasi/42')
    await loaded()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Lanjut Saja' }))
    expect(await screen.findByText('Gagal kirim ulang (revise/proceed): Layanan stok tidak tersedia')).toBeTruthy()
    expect((bodiesOf(KIRIM)[1] as Record<string, unknown>).resolve).toEqual({ mode: 'proceed' })
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kembali' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('says why any other send failed', async () => {
    api({
      status: 409,
      body: { code: 'INVALID_STATUS_TRANSITION', detail: 'Pesanan berstatus Konfirmasi tidak dapat dikirim konfirmasinya.' },
    })
    renderDetail('/seller/pesanan/estimasi/42')
    await loaded()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Konfirmasi' }))
    expect(
      await screen.findByText('Gagal kirim konfirmasi: Pesanan berstatus Konfirmasi tidak dapat dikirim konfirmasinya.'),
    ).toBeTruthy()
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('offers to go on without OSC, then gives up with a toast and marks every row', async () => {
    Object.assign(OSC_TIMING, { hintMs: 20, abortMs: 1_500 })
    api(sent, hanging)
    renderDetail('/seller/pesanan/estimasi/42')
    expect(await screen.findByRole('button', { name: 'Lanjut tanpa OSC?' })).toBeTruthy()
    expect(await screen.findByText('Gagal memuat data OSC', undefined, { timeout: 5_000 })).toBeTruthy()
    expect(screen.queryByText('Memuat Data Ketersediaan (OSC)')).toBeNull()
    expect(screen.getAllByLabelText('Data OSC tidak tersedia: 0')).toHaveLength(3)
    expect(qtyInput('P1').value).toBe('5')
  })

  it('goes on without OSC when asked, without the failure toast', async () => {
    Object.assign(OSC_TIMING, { hintMs: 10, abortMs: 5_000 })
    api(sent, hanging)
    renderDetail('/seller/pesanan/estimasi/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Lanjut tanpa OSC?' }))
    await waitFor(() => expect(screen.queryByText('Memuat Data Ketersediaan (OSC)')).toBeNull())
    expect(screen.getAllByLabelText('Data OSC tidak tersedia: 0')).toHaveLength(3)
    expect(screen.queryByText('Gagal memuat data OSC')).toBeNull()
    expect((screen.getByRole('button', { name: 'Kirim Konfirmasi' }) as HTMLButtonElement).disabled).toBe(false)
  })
})
