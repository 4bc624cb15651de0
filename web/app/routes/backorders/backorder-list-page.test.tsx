// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { BackorderLine } from '#common/backorders.ts'
import { announceOrderChange } from '#web/lib/live/order-changes.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { BackorderListPage } from './backorder-list-page'

const origin = { id: 12, no_transaksi: 'DPO/JKT01/202601/00012', bucket: 'diproses' as const }

function line(id: number, over: Partial<BackorderLine> = {}): BackorderLine {
  return {
    id,
    order: origin,
    toko: 'TOKO MAJU',
    kode_toko: 'C0001',
    cabang: 'Jakarta',
    part_no: `P${id}`,
    part_name: `PART ${id}`,
    qty: 3,
    ready_code: 'kosong',
    ready_label: 'Kosong',
    eta: null,
    state: 'menunggu',
    state_label: 'Menunggu',
    created_at: '2026-01-10T03:00:00.000Z',
    age_days: 12,
    flagged: false,
    available_qty: null,
    reorder: null,
    cancel_reason: null,
    ...over,
  }
}

const counts = { menunggu: 2, stok_tersedia: 1, lama: 1 }
const page = (...items: BackorderLine[]): FakeAnswer => ({ status: 200, body: { items, next_cursor: null, counts } })
const LINES = [
  line(1, { state: 'stok_tersedia', state_label: 'Stok Tersedia', available_qty: 5 }),
  line(2, { ready_code: 'indent', ready_label: 'Indent', eta: '2026-02-03', flagged: true, age_days: 40 }),
  line(3),
]
const CLOSED = [
  line(4, {
    state: 'dipesan_ulang',
    state_label: 'Dipesan Ulang',
    reorder: { id: 77, no_transaksi: 'DPO/JKT01/202601/00077', bucket: 'estimasi' },
  }),
  line(5, { state: 'dibatalkan', state_label: 'Dibatalkan', cancel_reason: 'Toko tidak jadi' }),
]
const PESAN = 'POST /api/backorders/actions/pesan'
const BATAL = 'POST /api/backorders/actions/batal'
/** Generous: the 300 ms typing pause plus a busy machine running the whole suite. */
const slow = { timeout: 3000 }

function Probe() {
  return <output data-testid="location">{useLocation().pathname}</output>
}

function renderList(side: 'user' | 'seller') {
  notifications.clean()
  notifications.cleanQueue()
  return renderWithProviders(
    <>
      <Routes>
        <Route path={`/${side}/sisa-pesanan`} element={<BackorderListPage side={side} />} />
        <Route path="*" element={<p>DETAIL</p>} />
      </Routes>
      <Probe />
    </>,
    { route: `/${side}/sisa-pesanan` },
  )
}

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

const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/')).map((call) => call.path)
const bodiesOf = (calls: { method: string; path: string; body: unknown }[], path: string) =>
  calls.filter((call) => `${call.method} ${call.path}` === path).map((call) => JSON.parse(String(call.body)))
const choose = (partNo: string) => fireEvent.click(screen.getByRole('checkbox', { name: new RegExp(`^Pilih ${partNo} `) }))

describe('Sisa Pesanan', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("shows each line's facts: stock first, an Indent line's day, its age, Lama, the order it came from", async () => {
    fakeFetch({ 'GET /api/user/backorders': page(...LINES, ...CLOSED) })
    renderList('user')
    await screen.findByText('P1')
    const table = screen.getByRole('table', { name: 'Daftar sisa pesanan' })
    const rows = within(table).getAllByRole('row').slice(1)
    expect(within(rows[0]).getByText('Stok Tersedia')).toBeTruthy()
    expect(within(rows[0]).getByText('Stok cabang: 5')).toBeTruthy()
    expect(within(rows[1]).getByText('Perkiraan tiba: 03 Feb 2026')).toBeTruthy()
    expect(within(rows[1]).getByText('40 hari')).toBeTruthy()
    expect(within(rows[1]).getByText('Lama')).toBeTruthy()
    expect(within(rows[2]).queryByText('Lama')).toBeNull()
    expect(within(rows[2]).getByRole('link', { name: origin.no_transaksi }).getAttribute('href')).toBe(
      '/user/pesanan/diproses/12',
    )
    // a moved line has no box to tick, and says what came of it
    expect(within(rows[3]).queryByRole('checkbox')).toBeNull()
    expect(within(rows[3]).getByRole('link', { name: 'DPO/JKT01/202601/00077' }).getAttribute('href')).toBe(
      '/user/pesanan/estimasi/77',
    )
    expect(within(rows[4]).getByText('Alasan: Toko tidak jadi')).toBeTruthy()
    // the buyer's list has no store column
    expect(within(table).queryByRole('columnheader', { name: 'Toko' })).toBeNull()
  })

  it("sends one 'Pesan Sisa' for the ticked lines on a double click, then opens the new estimate", async () => {
    const { calls } = fakeFetch({
      'GET /api/user/backorders': page(...LINES),
      [PESAN]: [
        { status: 200, body: { order: { id: 77, no_transaksi: 'DPO/JKT01/202601/00077', bucket: 'estimasi' }, lines: 2 } },
        { status: 409, body: { code: 'BACKORDER_STATE_CONFLICT', detail: 'Sisa pesanan P1 sudah dipesan ulang' } },
      ],
    })
    renderList('user')
    await screen.findByText('P1')
    const pesan = screen.getByRole('button', { name: 'Pesan Sisa' }) as HTMLButtonElement
    expect(pesan.disabled).toBe(true)
    choose('P1')
    choose('P3')
    expect(screen.getByText('2 dipilih')).toBeTruthy()
    fireEvent.click(pesan)
    fireEvent.click(pesan)
    expect(await screen.findByText('Estimasi DPO/JKT01/202601/00077 dibuat dari sisa pesanan')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/user/pesanan/estimasi/77'))
    expect(bodiesOf(calls, PESAN)).toEqual([{ ids: [1, 3] }])
    expect(screen.queryByText(/sudah dipesan ulang/)).toBeNull()
  })

  it("says the server's words when a line moved meanwhile, and loads the list again", async () => {
    const { calls } = fakeFetch({
      'GET /api/user/backorders': [page(...LINES), page(LINES[1], LINES[2])],
      [PESAN]: {
        status: 409,
        body: {
          code: 'BACKORDER_STATE_CONFLICT',
          detail: 'Sisa pesanan P1 sudah dipesan ulang atau dibatalkan. Muat ulang daftar.',
        },
      },
    })
    renderList('user')
    await screen.findByText('P1')
    choose('P1')
    fireEvent.click(screen.getByRole('button', { name: 'Pesan Sisa' }))
    expect(await screen.findByText('Sisa pesanan P1 sudah dipesan ulang atau dibatalkan. Muat ulang daftar.')).toBeTruthy()
    await waitFor(() => expect(screen.queryByText('P1')).toBeNull())
    expect(listCalls(calls).filter((path) => path.startsWith('/api/user/backorders'))).toHaveLength(2)
    expect(screen.getByTestId('location').textContent).toBe('/user/sisa-pesanan')
  })

  it("asks before 'Batalkan Sisa'; the buyer's reason may stay empty", async () => {
    const { calls } = fakeFetch({ 'GET /api/user/backorders': page(...LINES), [BATAL]: { status: 200, body: { cancelled: 1 } } })
    renderList('user')
    await screen.findByText('P2')
    choose('P2')
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan Sisa' }))
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan sisa pesanan?' })
    expect(bodiesOf(calls, BATAL)).toEqual([])
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batalkan Sisa' }))
    expect(await screen.findByText('1 sisa pesanan dibatalkan')).toBeTruthy()
    expect(bodiesOf(calls, BATAL)).toEqual([{ ids: [2] }])
  })

  it('lets staff give lines up only with a reason, and never order them again', async () => {
    const { calls } = fakeFetch({
      'GET /api/seller/backorders': page(...LINES),
      [BATAL]: { status: 200, body: { cancelled: 2 } },
    })
    renderList('seller')
    await screen.findByText('P1')
    const table = screen.getByRole('table', { name: 'Daftar sisa pesanan' })
    expect(within(table).getByRole('columnheader', { name: 'Toko' })).toBeTruthy()
    expect(within(table).getAllByText('TOKO MAJU')).toHaveLength(3)
    expect(screen.queryByRole('button', { name: 'Pesan Sisa' })).toBeNull()
    fireEvent.click(screen.getByRole('checkbox', { name: 'Pilih semua yang terbuka' }))
    fireEvent.click(screen.getByRole('button', { name: 'Batalkan Sisa' }))
    const dialog = await screen.findByRole('dialog', { name: 'Batalkan sisa pesanan?' })
    const confirm = within(dialog).getByRole('button', { name: 'Batalkan Sisa' }) as HTMLButtonElement
    expect(confirm.disabled).toBe(true)
    expect(within(dialog).getByText('Alasan pembatalan wajib diisi')).toBeTruthy()
    const reason = within(dialog).getByRole('textbox', { name: /Alasan pembatalan/ })
    fireEvent.change(reason, { target: { value: '   ' } })
    expect(confirm.disabled).toBe(true)
    expect(within(dialog).getByText('Alasan pembatalan wajib diisi')).toBeTruthy()
    fireEvent.change(reason, { target: { value: ' Part tidak diproduksi lagi ' } })
    expect(confirm.disabled).toBe(false)
    fireEvent.click(confirm)
    expect(await screen.findByText('2 sisa pesanan dibatalkan')).toBeTruthy()
    expect(bodiesOf(calls, BATAL)).toEqual([{ ids: [1, 2, 3], reason: 'Part tidak diproduksi lagi' }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
  })

  it('asks with the filters: a state, the part and store typed, Lama only', async () => {
    const { calls } = fakeFetch({ 'GET /api/seller/backorders': page(...LINES) })
    renderList('seller')
    await screen.findByText('P1')
    expect(listCalls(calls)[0]).toBe('/api/seller/backorders')
    const state = screen.getByLabelText('Status', { selector: 'input' })
    fireEvent.click(state)
    const options = document.getElementById(state.getAttribute('aria-controls') ?? '') as HTMLElement
    fireEvent.click(within(options).getByRole('option', { name: 'Menunggu', hidden: true }))
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/seller/backorders?state=menunggu'), slow)
    fireEvent.change(screen.getByRole('textbox', { name: 'Part number' }), { target: { value: '1230a' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Toko' }), { target: { value: 'maju' } })
    fireEvent.click(screen.getByRole('checkbox', { name: 'Hanya yang lama' }))
    await waitFor(
      () => expect(listCalls(calls).at(-1)).toBe('/api/seller/backorders?state=menunggu&part=1230a&store=maju&age=lama'),
      slow,
    )
    fireEvent.click(screen.getByRole('button', { name: 'Reset Filter' }))
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/seller/backorders'), slow)
  })

  it('asks again when an order change is heard', async () => {
    const { calls } = fakeFetch({ 'GET /api/user/backorders': page(...LINES) })
    renderList('user')
    await screen.findByText('P1')
    act(() => announceOrderChange({ order_id: 12, status_code: 4, bucket: 'diproses', no_transaksi: origin.no_transaksi }))
    await waitFor(() => expect(listCalls(calls)).toHaveLength(2))
  })

  it('shows cards on a phone, each open one with its box', async () => {
    setWide(false)
    fakeFetch({ 'GET /api/user/backorders': page(...LINES, ...CLOSED) })
    renderList('user')
    const list = await screen.findByRole('list', { name: 'Daftar sisa pesanan' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(5)
    expect(within(list).getAllByRole('checkbox')).toHaveLength(3)
    expect(within(list).getByText('Stok cabang: 5')).toBeTruthy()
  })

  it('says so when there is no line', async () => {
    fakeFetch({ 'GET /api/user/backorders': page() })
    renderList('user')
    expect(await screen.findByText('Tidak ada sisa pesanan.')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Pesan Sisa' })).toBeNull()
  })
})
