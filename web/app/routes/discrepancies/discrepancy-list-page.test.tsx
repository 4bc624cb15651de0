// @vitest-environment jsdom
// Selisih (product.md §13.3): the branch's discrepancies with their store, order and Surat Jalan,
// the part, what was sent and arrived, the store's note and photos; the open ones by default,
// page after page; 'Tutup Selisih' sends the resolution and its note, and one closed a moment ago
// by a colleague (409) is said in the server's words and the list asked again.
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Discrepancy } from '#common/receipts.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { DiscrepancyListPage } from './discrepancy-list-page'

const PHOTO = 'Ab3_defGhijKLmnop-qrSt'
const LIST = 'GET /api/seller/discrepancies'

function item(id: number, over: Partial<Discrepancy> = {}): Discrepancy {
  return {
    id,
    delivery: { id: 9, number: 'SJ/JKT01/202611/0001' },
    order: { id: 42, no_transaksi: 'DPO/JKT01/202611/00042', bucket: 'diproses' },
    toko: 'BENGKEL SUMBER JAYA MOTOR',
    kode_toko: 'C0012345',
    order_item_id: id,
    part_no: `P${id}`,
    part_name: `PART ${id}`,
    qty_sent: 4,
    qty_received: 3,
    kind: 'kurang',
    kind_label: 'Kurang',
    note: `Catatan ${id}`,
    photos: [],
    state: 'terbuka',
    resolution: null,
    resolution_label: null,
    resolution_note: null,
    created_at: '2026-11-22T03:00:00.000Z',
    closed_at: null,
    ...over,
  }
}

const page = (items: Discrepancy[], next_cursor: string | null = null): FakeAnswer => ({
  status: 200,
  body: { items, next_cursor },
})
const OPEN = [item(1, { photos: [PHOTO] }), item(2, { kind: 'rusak', kind_label: 'Rusak', qty_received: 4 })]
const CLOSED = item(3, {
  state: 'selesai',
  resolution: 'retur',
  resolution_label: 'Retur',
  resolution_note: 'Diretur ke gudang',
  closed_at: '2026-11-23T02:00:00.000Z',
})

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

function renderList() {
  notifications.clean()
  notifications.cleanQueue()
  return renderWithProviders(
    <Routes>
      <Route path="/seller/selisih" element={<DiscrepancyListPage />} />
    </Routes>,
    { route: '/seller/selisih' },
  )
}

type Call = { method: string; path: string; body: unknown }
const listCalls = (calls: Call[]) => calls.filter((call) => call.method === 'GET').map((call) => call.path)
const bodiesOf = (calls: Call[], key: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === key).map((call) => JSON.parse(String(call.body)))

async function openClose(partNo: string) {
  fireEvent.click(await screen.findByRole('button', { name: new RegExp(`^Tutup selisih ${partNo} `) }))
  return screen.findByRole('dialog', { name: 'Tutup Selisih' })
}

describe('Selisih', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows each one with its store, order, Surat Jalan, part, figures, note, photos and state', async () => {
    const { calls } = fakeFetch({ [LIST]: page([...OPEN, CLOSED]) })
    renderList()
    await screen.findByText('P1')
    const table = screen.getByRole('table', { name: 'Daftar selisih' })
    expect(listCalls(calls)).toEqual(['/api/seller/discrepancies'])
    const rows = within(table).getAllByRole('row').slice(1)
    expect(rows).toHaveLength(3)
    const [first, , closed] = rows
    expect(within(first).getByText('BENGKEL SUMBER JAYA MOTOR')).toBeTruthy()
    expect(within(first).getByRole('link', { name: 'DPO/JKT01/202611/00042' }).getAttribute('href')).toBe(
      '/seller/pesanan/diproses/42',
    )
    expect(within(first).getByRole('link', { name: 'SJ/JKT01/202611/0001' }).getAttribute('href')).toBe('/seller/pengiriman/9')
    expect(within(first).getByText('P1')).toBeTruthy()
    expect(within(first).getByText('Dikirim 4 · Diterima 3')).toBeTruthy()
    expect(within(first).getByText('Kurang')).toBeTruthy()
    expect(within(first).getByText('Catatan 1')).toBeTruthy()
    expect(within(first).getByText('Dilaporkan 22 Nov 2026, 10.00 WIB')).toBeTruthy()
    const photo = within(first).getByRole('img', { name: 'Foto selisih P1 ke-1' })
    expect(photo.getAttribute('src')).toBe(`/api/delivery-photos/${PHOTO}`)
    fireEvent.click(photo)
    expect(await screen.findByRole('dialog', { name: 'Foto selisih P1 ke-1' })).toBeTruthy()
    // a closed one says how it ended, and has nothing to press
    expect(within(closed).getByText('Selesai')).toBeTruthy()
    expect(closed.textContent).toContain('Penyelesaian: Retur · Diretur ke gudang')
    expect(within(closed).queryByRole('button', { name: /Tutup selisih/ })).toBeNull()
  })

  it('asks for the next page with the cursor, and by state', async () => {
    const { calls } = fakeFetch({ [LIST]: [page([OPEN[0]], 'c-1'), page([OPEN[1]]), page([CLOSED]), page([...OPEN, CLOSED])] })
    renderList()
    await screen.findByText('P1')
    fireEvent.click(screen.getByRole('button', { name: 'Muat lagi' }))
    expect(await screen.findByText('P2')).toBeTruthy()
    expect(screen.getByText('P1')).toBeTruthy()
    expect(listCalls(calls)).toEqual(['/api/seller/discrepancies', '/api/seller/discrepancies?cursor=c-1'])
    expect(screen.queryByRole('button', { name: 'Muat lagi' })).toBeNull()

    fireEvent.click(screen.getByRole('radio', { name: 'Selesai' }))
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/seller/discrepancies?state=selesai'))
    expect(await screen.findByText('P3')).toBeTruthy()
    fireEvent.click(screen.getByRole('radio', { name: 'Semua' }))
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/seller/discrepancies?state=semua'))
  })

  it('closes one with a resolution and its note, both required here first', async () => {
    const closedNow = { ...OPEN[1], state: 'selesai', resolution: 'kirim_ulang', resolution_label: 'Kirim ulang' }
    const { calls } = fakeFetch({
      [LIST]: [page(OPEN), page([OPEN[0]])],
      'POST /api/discrepancies/2/close': { status: 200, body: closedNow },
    })
    renderList()
    const dialog = await openClose('P2')
    expect(dialog.textContent).toContain('P2 · Rusak · BENGKEL SUMBER JAYA MOTOR · SJ/JKT01/202611/0001')
    const confirm = within(dialog).getByRole('button', { name: 'Tutup Selisih' })
    fireEvent.click(confirm)
    expect(await within(dialog).findByText('Pilih penyelesaian')).toBeTruthy()
    expect(within(dialog).getByText('Catatan penyelesaian wajib diisi')).toBeTruthy()
    expect(bodiesOf(calls, 'POST /api/discrepancies/2/close')).toEqual([])

    fireEvent.click(within(dialog).getByRole('radio', { name: 'Kirim ulang' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Catatan penyelesaian/ }), {
      target: { value: '  Dikirim ulang besok ' },
    })
    fireEvent.click(confirm)
    fireEvent.click(confirm)
    expect(await screen.findByText('Selisih ditutup')).toBeTruthy()
    expect(bodiesOf(calls, 'POST /api/discrepancies/2/close')).toEqual([
      { resolution: 'kirim_ulang', note: 'Dikirim ulang besok' },
    ])
    await waitFor(() => expect(screen.queryByText('P2')).toBeNull())
    expect(listCalls(calls)).toHaveLength(2)
  })

  it("says a colleague's closing a moment ago in the server's words, and asks the list again", async () => {
    const detail = 'Selisih ini sudah ditutup. Muat ulang daftar.'
    const { calls } = fakeFetch({
      [LIST]: [page(OPEN), page([OPEN[1]])],
      'POST /api/discrepancies/1/close': { status: 409, body: { code: 'DELIVERY_NOT_ALLOWED', detail } },
    })
    renderList()
    const dialog = await openClose('P1')
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Retur' }))
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Catatan penyelesaian/ }), { target: { value: 'Retur' } })
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tutup Selisih' }))
    expect(await screen.findByText(detail)).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('P1')).toBeNull())
    expect(listCalls(calls)).toHaveLength(2)
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tutup Selisih' })).toBeNull())
  })

  it('shows cards on a phone, and its own words when there is none', async () => {
    setWide(false)
    fakeFetch({ [LIST]: [page([...OPEN, CLOSED]), page([])] })
    renderList()
    const list = await screen.findByRole('list', { name: 'Daftar selisih' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(within(list).getAllByRole('button', { name: /Tutup selisih/ })).toHaveLength(2)
    fireEvent.click(screen.getByRole('radio', { name: 'Selesai' }))
    expect(await screen.findByText('Tidak ada selisih.')).toBeTruthy()
  })
})
