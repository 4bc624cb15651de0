// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OrderListItem } from '#common/orders.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { OrderListPage } from './order-list-page'

const order = (id: number, bucket: OrderListItem['bucket'], toko: string): OrderListItem => ({
  id,
  tanggal: `2026-01-${String(10 + id).padStart(2, '0')}T03:00:00.000Z`,
  noTransaksi: `DPO/JKT01/202601/${String(id).padStart(5, '0')}`,
  dibuatOleh: 'Budi Santoso',
  toko,
  keterangan: id === 1 ? 'Kirim pagi' : '',
  bucket,
  status_code: ['estimasi', 'konfirmasi', 'po', 'diproses', 'batal'].indexOf(bucket) + 1,
  pengiriman: null,
})
const page = (items: OrderListItem[], next: string | null = null): FakeAnswer => ({
  status: 200,
  body: { items, has_more: next !== null, next_cursor: next },
})
const twoOrders = page([order(2, 'estimasi', 'TOKO MAJU JAYA'), order(1, 'estimasi', 'BENGKEL SUMBER')])
/** Two Diproses orders: one part sent, one exported before deliveries existed (no fulfilment). */
const processed = page([
  { ...order(4, 'diproses', 'TOKO MAJU JAYA'), pengiriman: 'dikirim_sebagian' },
  order(5, 'diproses', 'BENGKEL SUMBER'),
])

function Probe() {
  const { pathname, search } = useLocation()
  return <output data-testid="location">{pathname + search}</output>
}

function renderList(route: string, status?: OrderListItem['bucket']) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path="/:area/pesanan/all" element={<OrderListPage />} />
        <Route path="/:area/pesanan/:bucket" element={<OrderListPage status={status} />} />
        <Route path="/:area/pesanan/:bucket/:id" element={<p>DETAIL</p>} />
      </Routes>
      <Probe />
    </>,
    { route },
  )
}

const location = () => screen.getByTestId('location').textContent ?? ''
/** Generous: the 400 ms debounce plus a busy machine running the whole suite. */
const slow = { timeout: 3000 }
const listCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/orders'))

function setWide(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide && query.includes('min-width: 48em'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

describe('order list page', () => {
  beforeAll(installDomShims)
  beforeEach(() => setWide(true))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lists a tab with 200 per page and numbered rows; a row click opens the detail', async () => {
    const { calls } = fakeFetch({ 'GET /api/orders': twoOrders })
    renderList('/seller/pesanan/estimasi', 'estimasi')
    expect(await screen.findByText('DPO/JKT01/202601/00002')).toBeTruthy()
    expect(listCalls(calls)[0].path).toBe('/api/orders?status=estimasi&limit=200')
    const headers = screen
      .getAllByRole('columnheader')
      .slice(0, 7)
      .map((th) => th.textContent)
    expect(headers).toEqual(['No.', 'Tanggal', 'No. Transaksi', 'Dibuat Oleh', 'Toko', 'Keterangan Transaksi', 'Status'])
    expect(screen.queryByRole('link', { name: 'Buat Pesanan Baru' })).toBeNull()
    fireEvent.click(screen.getByText('BENGKEL SUMBER'))
    expect(await screen.findByText('DETAIL')).toBeTruthy()
    expect(location()).toBe('/seller/pesanan/estimasi/1')
  })

  it('filters by Toko after 400 ms, shows a chip, keeps it in the URL and resets everything', async () => {
    const { calls } = fakeFetch({ 'GET /api/orders': twoOrders })
    renderList('/seller/pesanan/estimasi?sort=toko&dir=asc', 'estimasi')
    await screen.findByText('DPO/JKT01/202601/00002')
    // sorted by store on the client: BENGKEL before TOKO
    expect(screen.getAllByRole('row')[1].textContent).toContain('BENGKEL SUMBER')
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    fireEvent.change(screen.getByLabelText('Filter Toko'), { target: { value: 'maju' } })
    await waitFor(() => expect(location()).toContain('store=maju'), slow)
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toBe('/api/orders?status=estimasi&store=maju&limit=200'), slow)
    expect(screen.getByText('Toko: maju')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reset semua' }))
    await waitFor(() => expect(location()).toBe('/seller/pesanan/estimasi'), slow)
    expect(screen.queryByText('Toko: maju')).toBeNull()
    expect((screen.getByLabelText('Filter Toko') as HTMLInputElement).value).toBe('')
    fireEvent.click(screen.getByRole('button', { name: 'Tutup' }))
    expect(screen.queryByLabelText('Filter Toko')).toBeNull()
  })

  it('does not search with one character, does with two', async () => {
    const { calls } = fakeFetch({ 'GET /api/orders': twoOrders })
    renderList('/user/pesanan/all')
    await screen.findByText('DPO/JKT01/202601/00002')
    fireEvent.change(screen.getByLabelText('Cari pesanan'), { target: { value: 'm' } })
    expect(screen.getByText('Ketik minimal 2 karakter untuk mencari.')).toBeTruthy()
    await waitFor(() => expect(location()).toBe('/user/pesanan/all?q=m'), slow)
    expect(listCalls(calls).every((call) => !call.path.includes('q='))).toBe(true)
    fireEvent.change(screen.getByLabelText('Cari pesanan'), { target: { value: 'ma' } })
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toBe('/api/orders?q=ma&limit=200'), slow)
    expect(screen.getByRole('link', { name: 'Buat Pesanan Baru' }).getAttribute('href')).toBe('/user/pesanan')
  })

  it('copies the No. Transaksi from the right-click menu', async () => {
    const writeText = vi.fn(async () => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    vi.stubGlobal('isSecureContext', true)
    fakeFetch({ 'GET /api/orders': twoOrders })
    renderList('/seller/pesanan/estimasi', 'estimasi')
    fireEvent.contextMenu(await screen.findByText('TOKO MAJU JAYA'), { clientX: 200, clientY: 300 })
    const menu = await screen.findByRole('menu')
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(['Lihat detail', 'Buka di tab baru', 'Salin No. Transaksi'])
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'Salin No. Transaksi' }))
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('DPO/JKT01/202601/00002'), slow)
    expect(await screen.findByText('No. Transaksi disalin')).toBeTruthy()
  })

  it('says why loading failed and loads again on request', async () => {
    const failed: FakeAnswer = { status: 503, body: { code: 'DB_DOWN', detail: 'Database sedang tidak tersedia' } }
    const { calls } = fakeFetch({ 'GET /api/orders': [failed, twoOrders] })
    renderList('/seller/pesanan/all')
    expect(await screen.findByText('Gagal memuat: Database sedang tidak tersedia')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(await screen.findByText('DPO/JKT01/202601/00002')).toBeTruthy()
    expect(listCalls(calls)).toHaveLength(2)
  })

  it('shows the empty texts: none found, or no status chosen on Semua (nothing asked)', async () => {
    const { calls } = fakeFetch({ 'GET /api/orders': page([]) })
    renderList('/user/pesanan/konfirmasi', 'konfirmasi')
    expect(await screen.findByText('Tidak ada data')).toBeTruthy()
    cleanup()
    calls.length = 0
    renderList('/user/pesanan/all?status=')
    expect(await screen.findByText('Pilih status untuk menampilkan data')).toBeTruthy()
    expect(listCalls(calls)).toHaveLength(0)
  })

  it('keeps the filters when switching tab, dropping the Semua-only status filter', async () => {
    fakeFetch({ 'GET /api/orders': twoOrders })
    renderList('/seller/pesanan/all?store=maju&status=po,batal', 'diproses')
    fireEvent.click(await screen.findByRole('tab', { name: /Diproses/ }))
    await waitFor(() => expect(location()).toBe('/seller/pesanan/diproses?store=maju'), slow)
  })

  it('shows the fulfilment beside the status in the table, none where it is null', async () => {
    fakeFetch({ 'GET /api/orders': processed })
    renderList('/seller/pesanan/diproses', 'diproses')
    const partSent = (await screen.findByText('TOKO MAJU JAYA')).closest('tr') as HTMLElement
    const statusCell = within(partSent).getAllByRole('cell').at(-1) as HTMLElement
    expect(within(statusCell).getByText('Diproses')).toBeTruthy()
    expect(within(statusCell).getByTestId('fulfilment-badge').textContent).toBe('Dikirim sebagian')
    const none = screen.getByText('BENGKEL SUMBER').closest('tr') as HTMLElement
    expect(within(none).queryByTestId('fulfilment-badge')).toBeNull()
  })

  it('filters Diproses by Pengiriman on the server, with a chip, and clears it', async () => {
    const { calls } = fakeFetch({ 'GET /api/orders': processed })
    renderList('/seller/pesanan/diproses', 'diproses')
    await screen.findByText('TOKO MAJU JAYA')
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    const select = screen.getByLabelText('Filter Pengiriman') as HTMLSelectElement
    expect([...select.options].map((o) => o.text)).toEqual([
      'Semua',
      'Menunggu kirim',
      'Dikirim sebagian',
      'Dikirim',
      'Diterima',
      'Ada selisih',
    ])
    fireEvent.change(select, { target: { value: 'dikirim_sebagian' } })
    await waitFor(() => expect(location()).toBe('/seller/pesanan/diproses?pengiriman=dikirim_sebagian'), slow)
    await waitFor(
      () => expect(listCalls(calls).at(-1)?.path).toBe('/api/orders?status=diproses&pengiriman=dikirim_sebagian&limit=200'),
      slow,
    )
    expect(screen.getByText('Pengiriman: Dikirim sebagian')).toBeTruthy()
    expect(screen.getByLabelText('1 filter aktif')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Filter Pengiriman'), { target: { value: '' } })
    await waitFor(() => expect(location()).toBe('/seller/pesanan/diproses'), slow)
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toBe('/api/orders?status=diproses&limit=200'), slow)
    expect(screen.queryByText('Pengiriman: Dikirim sebagian')).toBeNull()
  })

  it('has the Pengiriman filter on Semua and Diproses only, and carries it only there', async () => {
    fakeFetch({ 'GET /api/orders': processed })
    renderList('/seller/pesanan/all?pengiriman=diterima&store=maju')
    await screen.findByText('TOKO MAJU JAYA')
    // an active filter opens the filter row
    expect((screen.getByLabelText('Filter Pengiriman') as HTMLSelectElement).value).toBe('diterima')
    fireEvent.click(screen.getByRole('tab', { name: /Diproses/ }))
    await waitFor(() => expect(location()).toBe('/seller/pesanan/diproses?pengiriman=diterima&store=maju'), slow)
    cleanup()
    renderList('/seller/pesanan/estimasi?pengiriman=diterima&store=maju', 'estimasi')
    await screen.findByText('TOKO MAJU JAYA')
    expect(screen.queryByLabelText('Filter Pengiriman')).toBeNull()
    expect(screen.queryByText('Pengiriman: Diterima')).toBeNull()
    fireEvent.click(screen.getByRole('tab', { name: /Batal/ }))
    await waitFor(() => expect(location()).toBe('/seller/pesanan/batal?store=maju'), slow)
  })

  it('shows the fulfilment on a phone card and filters by it in the panel', async () => {
    setWide(false)
    const { calls } = fakeFetch({ 'GET /api/orders': processed })
    renderList('/user/pesanan/diproses', 'diproses')
    const [partSent, none] = await screen.findAllByTestId('order-card')
    expect(within(partSent).getByText('Diproses')).toBeTruthy()
    expect(within(partSent).getByText('Dikirim sebagian')).toBeTruthy()
    expect(within(none).queryByTestId('fulfilment-badge')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }))
    const panel = screen.getByTestId('filter-panel')
    fireEvent.change(within(panel).getByLabelText('Filter Pengiriman'), { target: { value: 'ada_selisih' } })
    await waitFor(
      () => expect(listCalls(calls).at(-1)?.path).toBe('/api/orders?status=diproses&pengiriman=ada_selisih&limit=200'),
      slow,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reset semua' }))
    await waitFor(() => expect(location()).toBe('/user/pesanan/diproses'), slow)
  })

  it('on a phone, says a filter matched nothing outside any list (axe: a list holds its items only)', async () => {
    setWide(false)
    fakeFetch({ 'GET /api/orders': page([]) })
    renderList('/seller/pesanan/diproses?pengiriman=diterima', 'diproses')
    expect(await screen.findByText('Tidak ada data')).toBeTruthy()
    expect(screen.queryByRole('list', { name: 'Daftar pesanan' })).toBeNull()
  })

  it('shows cards on a phone', async () => {
    setWide(false)
    fakeFetch({ 'GET /api/orders': page([order(3, 'batal', 'TOKO MAJU JAYA')]) })
    renderList('/user/pesanan/batal', 'batal')
    const card = await screen.findByTestId('order-card')
    expect(within(card).getByText('Batal')).toBeTruthy()
    expect(within(card).getByRole('link', { name: 'DPO/JKT01/202601/00003' }).getAttribute('href')).toBe('/user/pesanan/batal/3')
    expect(screen.queryByRole('table')).toBeNull()
  })
})
