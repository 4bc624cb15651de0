// @vitest-environment jsdom
// 'Terima Barang' on a delivery's page (product.md §13.3): 'Konfirmasi Terima' sends every line
// once with what arrived, a short line's discrepancy opened as 'Kurang' with its note and the
// photos uploaded as they were chosen; the server's refusal is said in the form; a confirmed
// delivery says who confirmed it, what arrived of each line and what was wrong.
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Delivery } from '#common/deliveries.ts'
import type { Discrepancy } from '#common/receipts.ts'
import { type FakeAnswer, fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { renderDeliveryPage, sentDelivery } from './test-fixtures'

const PHOTO = 'Ab3_defGhijKLmnop-qrSt' // 22 characters, as the upload answers
const GET = 'GET /api/deliveries/9'
const UPLOAD = 'POST /api/deliveries/9/photos'
const RECEIVE = 'POST /api/deliveries/9/receipt'

// four filters sent, so that one short leaves three; the viewer is the one who confirms it
const delivery: Delivery = {
  ...sentDelivery,
  tracking: null,
  pieces: 6,
  items: [{ ...sentDelivery.items[0], qty: 4 }, sentDelivery.items[1]],
  can_receive: true,
}

const discrepancy: Discrepancy = {
  id: 5,
  delivery: { id: 9, number: delivery.number },
  order: delivery.order,
  toko: delivery.toko.nama,
  kode_toko: delivery.toko.kode,
  order_item_id: 1,
  part_no: '1230A046',
  part_name: 'FILTER OLI',
  qty_sent: 4,
  qty_received: 3,
  kind: 'kurang',
  kind_label: 'Kurang',
  note: 'Kurang satu di dus',
  photos: [PHOTO],
  state: 'terbuka',
  resolution: null,
  resolution_label: null,
  resolution_note: null,
  created_at: '2026-11-22T03:00:00.000Z',
  closed_at: null,
}

const received: Delivery = {
  ...delivery,
  can_receive: false,
  received: { at: '2026-11-22T03:00:00.000Z', role: 'user', role_label: 'Pembeli', by: 'beli.satu' },
  items: [
    { ...delivery.items[0], qty_received: 3 },
    { ...delivery.items[1], qty_received: 2 },
  ],
  discrepancies: [discrepancy],
}

const ok = (body: unknown): FakeAnswer => ({ status: 200, body })

async function openForm() {
  const panel = await screen.findByRole('region', { name: 'Terima Barang' })
  fireEvent.click(within(panel).getByRole('button', { name: 'Konfirmasi Terima' }))
  return screen.findByRole('dialog', { name: `Terima Barang ${delivery.number}` })
}

const lineOf = (form: HTMLElement, partNo: string) => within(form).getByRole('group', { name: partNo })

function choosePhoto(line: HTMLElement, name = 'rusak.png', type = 'image/png') {
  const input = line.querySelector('input[type="file"]') as HTMLInputElement
  fireEvent.change(input, { target: { files: [new File(['png'], name, { type })] } })
}

type Call = { method: string; path: string; body: unknown }
const bodiesOf = (calls: Call[], key: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => JSON.parse(String(call.body)))

describe("a delivery's receipt", { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("sends every line once: a short one as 'Kurang' with its note and the photo uploaded", async () => {
    const answer = { received: received.received, recorded: true, discrepancies: [discrepancy] }
    const { calls } = fakeFetch({ [GET]: [ok(delivery), ok(received)], [UPLOAD]: ok({ id: PHOTO }), [RECEIVE]: ok(answer) })
    renderDeliveryPage()
    const form = await openForm()
    const filter = lineOf(form, '1230A046')
    expect(within(filter).getByText('FILTER OLI')).toBeTruthy()
    const qty = within(filter).getByRole('textbox', { name: 'Jumlah diterima' }) as HTMLInputElement
    expect(qty.value).toBe('4')
    expect(within(filter).queryByRole('radiogroup')).toBeNull()
    fireEvent.change(qty, { target: { value: '3' } })
    // short: the discrepancy opens by itself as 'Kurang', and cannot be unticked
    const box = within(filter).getByRole('checkbox', { name: 'Ada selisih' }) as HTMLInputElement
    expect(box.checked && box.disabled).toBe(true)
    expect((within(filter).getByRole('radio', { name: 'Kurang' }) as HTMLInputElement).checked).toBe(true)

    // the note is required here, before anything is sent
    const confirm = within(form).getByRole('button', { name: 'Konfirmasi Terima' })
    fireEvent.click(confirm)
    expect(await within(filter).findByText('Keterangan selisih wajib diisi')).toBeTruthy()
    expect(bodiesOf(calls, RECEIVE)).toEqual([])

    fireEvent.change(within(filter).getByRole('textbox', { name: /Keterangan/ }), { target: { value: ' Dus sobek, kurang 1 ' } })
    choosePhoto(filter)
    const thumb = (await within(filter).findByRole('img', { name: 'Foto selisih 1230A046 ke-1' })) as HTMLImageElement
    expect(thumb.getAttribute('src')).toBe(`/api/delivery-photos/${PHOTO}`)
    const upload = calls.find((call) => `${call.method} ${call.path}` === UPLOAD)?.body as FormData
    expect((upload.get('file') as File).name).toBe('rusak.png')

    // both presses land before React draws the button busy, as a quick double click does
    act(() => {
      fireEvent.click(confirm)
      fireEvent.click(confirm)
    })
    expect(await screen.findByText(`Penerimaan ${delivery.number} dikonfirmasi`)).toBeTruthy()
    expect(bodiesOf(calls, RECEIVE)).toEqual([
      {
        lines: [
          { order_item_id: 1, qty_received: 3, discrepancy: { kind: 'kurang', note: 'Dus sobek, kurang 1', photo_ids: [PHOTO] } },
          { order_item_id: 2, qty_received: 2 },
        ],
      },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // the page reads the delivery again and shows it confirmed
    expect(await screen.findByRole('region', { name: 'Diterima' })).toBeTruthy()
    expect(calls.filter((call) => `${call.method} ${call.path}` === GET)).toHaveLength(2)
  })

  it("says the server's refusal of a photo and of the receipt; the form stays open", async () => {
    const detail = 'Foto tidak ditemukan. Unggah ulang fotonya.'
    const { calls } = fakeFetch({
      [GET]: ok(delivery),
      [UPLOAD]: { status: 415, body: { code: 'PHOTO_TYPE', detail: 'File bukan gambar JPG, PNG atau WebP' } },
      [RECEIVE]: { status: 422, body: { code: 'FIELD_INVALID', detail, field: 'photo_ids' } },
    })
    renderDeliveryPage('/seller/pengiriman/9')
    const form = await openForm()
    const rem = lineOf(form, 'MB123456')
    fireEvent.click(within(rem).getByRole('checkbox', { name: 'Ada selisih' }))
    fireEvent.click(within(rem).getByRole('radio', { name: 'Rusak' }))
    fireEvent.change(within(rem).getByRole('textbox', { name: /Keterangan/ }), { target: { value: 'Kampas retak' } })
    choosePhoto(rem)
    expect(await within(rem).findByText('File bukan gambar JPG, PNG atau WebP')).toBeTruthy()
    expect(within(rem).queryByRole('img')).toBeNull()

    fireEvent.click(within(form).getByRole('button', { name: 'Konfirmasi Terima' }))
    expect(await within(form).findByText(detail)).toBeTruthy()
    expect(screen.getByRole('dialog')).toBeTruthy()
    expect(bodiesOf(calls, RECEIVE)).toEqual([
      {
        lines: [
          { order_item_id: 1, qty_received: 4 },
          { order_item_id: 2, qty_received: 2, discrepancy: { kind: 'rusak', note: 'Kampas retak', photo_ids: [] } },
        ],
      },
    ])
  })

  it('shows who confirmed it and when, what arrived of each line, and what was wrong', async () => {
    const closed: Discrepancy = {
      ...discrepancy,
      id: 6,
      order_item_id: 2,
      part_no: 'MB123456',
      part_name: 'KAMPAS REM DEPAN',
      qty_sent: 2,
      qty_received: 2,
      kind: 'rusak',
      kind_label: 'Rusak',
      note: 'Kampas retak',
      photos: [],
      state: 'selesai',
      resolution: 'kirim_ulang',
      resolution_label: 'Kirim ulang',
      resolution_note: 'Dikirim besok',
      closed_at: '2026-11-23T02:30:00.000Z',
    }
    fakeFetch({ [GET]: ok({ ...received, discrepancies: [discrepancy, closed] }) })
    renderDeliveryPage()
    const panel = await screen.findByRole('region', { name: 'Diterima' })
    expect(within(panel).getByText('22 Nov 2026, 10.00 WIB')).toBeTruthy()
    expect(within(panel).getByText('Pembeli (beli.satu)')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Konfirmasi Terima' })).toBeNull()

    const rows = within(screen.getByRole('table', { name: 'Surat Jalan' })).getAllByRole('row')
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['No', 'Part', 'Dikirim', 'Diterima'],
      ['1', '1230A046FILTER OLI', '4', '3'],
      ['2', 'MB123456KAMPAS REM DEPAN', '2', '2'],
    ])

    const [short, damaged] = within(within(panel).getByRole('list', { name: 'Selisih' })).getAllByRole('listitem')
    expect(within(short).getByText('Kurang')).toBeTruthy()
    expect(within(short).getByText('Terbuka')).toBeTruthy()
    expect(within(short).getByText('Dikirim 4 · Diterima 3')).toBeTruthy()
    expect(within(short).getByText('Kurang satu di dus')).toBeTruthy()
    const photo = within(short).getByRole('img', { name: 'Foto selisih 1230A046 ke-1' })
    expect(photo.getAttribute('src')).toBe(`/api/delivery-photos/${PHOTO}`)
    fireEvent.click(photo)
    const big = await screen.findByRole('dialog', { name: 'Foto selisih 1230A046 ke-1' })
    expect(within(big).getByRole('img').getAttribute('src')).toBe(`/api/delivery-photos/${PHOTO}`)

    expect(within(damaged).getByText('Selesai')).toBeTruthy()
    expect(damaged.textContent).toContain('Penyelesaian: Kirim ulang · Dikirim besok')
    expect(damaged.textContent).toContain('Ditutup 23 Nov 2026, 09.30 WIB')
  })

  it('tells head office it waits for its receipt, with nothing to press', async () => {
    fakeFetch({ [GET]: ok({ ...delivery, can_receive: false }) })
    renderDeliveryPage('/seller/pengiriman/9')
    const panel = await screen.findByRole('region', { name: 'Terima Barang' })
    expect(within(panel).getByText('Belum dikonfirmasi diterima.')).toBeTruthy()
    expect(within(panel).queryByRole('button')).toBeNull()
  })
})
