// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FulfilmentReport, ReportResponse, UnitFulfilment } from '#common/reports.ts'
import { reportOptions } from '#web/features/reports/api/get-report.ts'
import { announceOrderChange } from '#web/lib/live/order-changes.ts'
import { installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { ReportPage } from './report-page'

// jsdom lays nothing out, so a chart would draw at 0 × 0 and complain; the charts' own words
// (their summaries and tables) are what these tests read
vi.mock('@mantine/charts', () => ({ BarChart: () => null }))

const figure = (count: number, amount: number) => ({ count, amount })
const cards = {
  estimasi: figure(3, 1_250_000),
  konfirmasi: figure(2, 500_000),
  dipesan: figure(1, 75_000),
  diproses: figure(0, 0),
  batal: figure(1, 20_000),
}

const after = (over: Partial<UnitFulfilment> & Pick<UnitFulfilment, 'id' | 'code' | 'name'>): UnitFulfilment => ({
  ...fulfilment,
  ...over,
})
const fulfilment: FulfilmentReport = {
  orders: 12,
  qty_ordered: 1_600,
  qty_delivered: 1_400,
  fill_rate: 0.875,
  backorder_lines: 9,
  backorders_arrived: 8,
  backorders_on_time: 6,
  on_time_rate: 0.75,
  received_orders: 10,
  avg_days_to_receipt: 3.5,
  discrepancies: { kurang: 2, rusak: 1, salah_part: 1 },
  open_backorders: 1_207,
  open_by_age: { d0_7: 1_200, d8_30: 4, d31_60: 0, d61: 3 },
}

function answer(query: URLSearchParams, path = '/api/seller/laporan'): ReportResponse {
  const base: ReportResponse = {
    range: { from: query.get('from') ?? '', to: query.get('to') ?? '' },
    as_of: '2026-11-23T10:00:00.000+07:00',
    cards,
    repeat: [
      { part_no: 'MZ320300', name: 'AKI, KERING', freq: 2, qty_est_total: 4, qty_ordered_total: 1 },
      { part_no: '1230A046', name: 'FILTER OLI', freq: 5, qty_est_total: 12, qty_ordered_total: 9 },
    ],
    per_day: [{ day: '2026-11-23', estimasi: 3, konfirmasi: 2, dipesan: 1, diproses: 0, batal: 1 }],
    unfilled: { fill_rate: 0.875, parts: [{ part_no: '1230A046', name: 'FILTER OLI', qty_short: 3, lines: 2 }] },
    fulfilment,
    part_requests: { asked: 4, answered: 3, median_minutes: 95 },
  }
  // head office over every branch sees each branch
  if (path === '/api/admin/laporan' && !query.has('branch_id')) {
    base.part_requests_branches = [
      { id: 1, code: 'JKT01', name: 'Dipo Jakarta', asked: 3, answered: 3, median_minutes: 40 },
      { id: 2, code: 'SBY01', name: 'Dipo Surabaya', asked: 1, answered: 0, median_minutes: null },
    ]
    base.fulfilment_branches = [
      after({ id: 1, code: 'JKT01', name: 'Dipo Jakarta', orders: 7, fill_rate: 0.9, avg_days_to_receipt: null }),
      after({ id: 2, code: 'SBY01', name: 'Dipo Surabaya', orders: 5, on_time_rate: null }),
    ]
  }
  if (query.get('part_no')) {
    base.orders_by_part = [
      {
        invoice: 'DPO/JKT01/202611/0007',
        tanggal: '2026-11-20T09:00:00.000+07:00',
        status_label: 'Dipesan',
        qty_est: 4,
        qty_ordered: 3,
      },
    ]
  }
  if (query.get('invoice')) {
    base.timeline =
      query.get('invoice') === 'DPO/JKT01/202611/0007'
        ? {
            invoice: 'DPO/JKT01/202611/0007',
            events: [
              { status_label: 'Estimasi', timestamp: '2026-11-20T09:00:00.000+07:00' },
              { status_label: 'Konfirmasi', timestamp: '2026-11-20T10:30:00.000+07:00' },
            ],
          }
        : null
  }
  if (query.get('stores')) {
    base.stores = [{ store_id: 4, store_code: 'TK001', store_name: 'TOKO MAJU JAYA', ...cards }]
    base.fulfilment_stores = [after({ id: 4, code: 'TK001', name: 'TOKO MAJU JAYA', orders: 3, fill_rate: 0.6667 })]
  }
  return base
}

/** The report server: answers by query string, or with `failure` when set; `overrides` change the figures after the export. */
function serveReports(failure?: { status: number; body: unknown }, overrides?: Partial<FulfilmentReport>) {
  const calls: URLSearchParams[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      calls.push(url.searchParams)
      if (failure) return new Response(JSON.stringify(failure.body), { status: failure.status })
      const body = { ...answer(url.searchParams), ...(overrides && { fulfilment: { ...fulfilment, ...overrides } }) }
      return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
    }),
  )
  return calls
}

beforeAll(installDomShims)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const repeatRows = () =>
  within(screen.getByRole('columnheader', { name: 'Qty Dipesan' }).closest('table') as HTMLElement).getAllByRole('row')

describe('ReportPage', () => {
  it('asks for the last 30 days to today and shows the five cards and the parts by frequency', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-11-23T20:00:00Z')) // 03:00 on the 24th in Jakarta
    const calls = serveReports()
    renderWithProviders(<ReportPage viewer="seller" />)
    expect(await screen.findByText('Rp. 1.250.000')).toBeTruthy()
    expect(calls[0].get('from')).toBe('2026-10-26')
    expect(calls[0].get('to')).toBe('2026-11-24')
    // shown day first, whatever the browser's language
    expect((screen.getByLabelText('Dari') as HTMLInputElement).value).toBe('26/10/2026')
    expect((screen.getByLabelText('Sampai') as HTMLInputElement).value).toBe('24/11/2026')
    expect(screen.getByRole('heading', { name: 'Laporan Staff' })).toBeTruthy()
    expect(screen.getByText('Top 50 by frequency')).toBeTruthy()
    // most orders first, whatever order the answer came in
    expect(within(repeatRows()[1]).getByText('1230A046')).toBeTruthy()
    expect(screen.getByTestId('fill-rate').textContent).toBe('87,5%')
  })

  it('asks again when an order is made or moved, and on every visit', async () => {
    const calls = serveReports()
    renderWithProviders(<ReportPage viewer="seller" />)
    await screen.findByText('Rp. 1.250.000')
    const before = calls.length
    act(() => {
      announceOrderChange({ order_id: 9, status_code: 1, bucket: 'dipesan', no_transaksi: 'DPO/9' })
    })
    await waitFor(() => expect(calls.length).toBe(before + 1))
    // the app's cache keeps most answers 30 s; a report is asked for again at once
    expect(reportOptions('seller', { from: '2026-11-01', to: '2026-11-30' }).staleTime).toBe(0)
  })

  it('reloads 300 ms after the last date change, and refuses a from after to without asking', async () => {
    const calls = serveReports()
    renderWithProviders(<ReportPage viewer="user" />)
    await screen.findByText('Rp. 1.250.000')
    const before = calls.length
    fireEvent.change(screen.getByLabelText('Sampai'), { target: { value: '20/11/2026' } })
    fireEvent.change(screen.getByLabelText('Dari'), { target: { value: '1 Nov 2026' } })
    await new Promise((r) => setTimeout(r, 150))
    expect(calls.length).toBe(before)
    await waitFor(() => expect(calls.some((q) => q.get('from') === '2026-11-01' && q.get('to') === '2026-11-20')).toBe(true))
    expect(calls.filter((q) => q.get('to') === '2026-11-20' && q.get('from') !== '2026-11-01')).toHaveLength(0)

    const asked = calls.length
    fireEvent.change(screen.getByLabelText('Dari'), { target: { value: '01/12/2026' } })
    expect(await screen.findByText('Tanggal "Dari" tidak boleh setelah "Sampai".')).toBeTruthy()
    await new Promise((r) => setTimeout(r, 400))
    expect(calls.length).toBe(asked)
  })

  it('opens a part’s orders, closes them on Escape, and shows an order’s timeline from there', async () => {
    serveReports()
    renderWithProviders(<ReportPage viewer="seller" />)
    await screen.findByText('Rp. 1.250.000')
    fireEvent.click(within(repeatRows()[1]).getByRole('button', { name: '1230A046' }))
    const dialog = await screen.findByRole('dialog', { name: 'Daftar pesanan untuk part 1230A046' })
    expect(await within(dialog).findByText('2026-11-20')).toBeTruthy()
    fireEvent.keyDown(dialog, { key: 'Escape' })
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    fireEvent.click(within(repeatRows()[1]).getByRole('button', { name: '1230A046' }))
    const again = await screen.findByRole('dialog', { name: 'Daftar pesanan untuk part 1230A046' })
    fireEvent.click(await within(again).findByRole('button', { name: 'Lihat timeline' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(screen.getByRole('tab', { name: 'Timeline' }).getAttribute('aria-selected')).toBe('true')
    expect((screen.getByRole('textbox', { name: 'Masukkan No. Transaksi' }) as HTMLInputElement).value).toBe(
      'DPO/JKT01/202611/0007',
    )
    expect(await screen.findByText('Konfirmasi', { selector: '.mantine-Timeline-itemTitle' })).toBeTruthy()
  })

  it('does nothing for an empty number, and says when an order is not found', async () => {
    const calls = serveReports()
    renderWithProviders(<ReportPage viewer="user" />)
    await screen.findByText('Rp. 1.250.000')
    fireEvent.click(screen.getByRole('tab', { name: 'Timeline' }))
    expect(await screen.findByText('Masukkan No. Transaksi lalu klik “Lihat”.')).toBeTruthy()
    fireEvent.change(screen.getByRole('textbox', { name: 'Masukkan No. Transaksi' }), { target: { value: '   ' } })
    fireEvent.click(screen.getByRole('button', { name: 'Lihat' }))
    await act(() => new Promise((r) => setTimeout(r, 50)))
    expect(calls.some((q) => q.has('invoice'))).toBe(false)
    fireEvent.change(screen.getByRole('textbox', { name: 'Masukkan No. Transaksi' }), { target: { value: 'DPO/X/1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Lihat' }))
    expect(await screen.findByText('No. Transaksi tidak ditemukan.')).toBeTruthy()
  })

  it('shows the Toko tab to staff only, with the per-store counts', async () => {
    serveReports()
    const { unmount } = renderWithProviders(<ReportPage viewer="user" />)
    await screen.findByText('Rp. 1.250.000')
    expect(screen.queryByRole('tab', { name: 'Toko' })).toBeNull()
    unmount()
    renderWithProviders(<ReportPage viewer="seller" />)
    await screen.findByText('Rp. 1.250.000')
    fireEvent.click(screen.getByRole('tab', { name: 'Toko' }))
    expect(await screen.findByText('Ringkasan per Toko')).toBeTruthy()
    expect(await screen.findByRole('button', { name: 'Estimasi: 3 pesanan - Rp 1.250.000' })).toBeTruthy()
  })

  it('shows what became of the exported orders in five cards under the charts', async () => {
    serveReports()
    renderWithProviders(<ReportPage viewer="seller" />)
    const section = await screen.findByRole('region', { name: 'Setelah Ekspor' })
    const card = (id: string) => within(within(section).getByTestId(`fulfilment-${id}`))
    expect(card('fill-rate').getByText('Fill Rate Pengiriman')).toBeTruthy()
    expect(card('fill-rate').getByTestId('fulfilment-fill-rate-value').textContent).toBe('87,5%')
    expect(card('fill-rate').getByText('1.400 dari 1.600 pcs dikirim')).toBeTruthy()
    expect(card('on-time').getByText('Sisa Pesanan Tepat Waktu')).toBeTruthy()
    expect(card('on-time').getByText('75,0%')).toBeTruthy()
    expect(card('on-time').getByText('6 dari 8 tiba tepat waktu')).toBeTruthy()
    expect(card('days').getByText('Rata-rata Dipesan → Diterima')).toBeTruthy()
    expect(card('days').getByText('3,5 hari')).toBeTruthy()
    expect(card('days').getByText('dari 10 pesanan diterima')).toBeTruthy()
    expect(card('selisih').getByTestId('fulfilment-selisih-value').textContent).toBe('4')
    expect(card('selisih').getByText('Kurang 2 · Rusak 1 · Salah part 1')).toBeTruthy()
    expect(card('open').getByText('Sisa Pesanan Terbuka')).toBeTruthy()
    expect(card('open').getByTestId('fulfilment-open-value').textContent).toBe('1.207')
    const bands = within(card('open').getByRole('list', { name: 'Umur sisa pesanan terbuka' }))
      .getAllByRole('listitem')
      .map((item) => [...item.querySelectorAll('span')].map((span) => span.textContent).join(' '))
    expect(bands).toEqual(['0–7 hari 1.200', '8–30 hari 4', '31–60 hari 0', '> 60 hari 3'])
    expect(
      within(section).getByText(
        'Dihitung dari pesanan dalam rentang tanggal yang sudah diekspor; sisa pesanan terbuka per hari ini.',
      ),
    ).toBeTruthy()
    // each branch is head office's table only
    expect(screen.queryByText('Pengiriman per Cabang')).toBeNull()
  })

  it('shows a dash for a rate or an average with nothing to count', async () => {
    serveReports(undefined, { fill_rate: null, on_time_rate: null, avg_days_to_receipt: null })
    renderWithProviders(<ReportPage viewer="user" />)
    const section = await screen.findByRole('region', { name: 'Setelah Ekspor' })
    for (const id of ['fill-rate', 'on-time', 'days']) {
      expect(within(section).getByTestId(`fulfilment-${id}-value`).textContent).toBe('-')
    }
    // the counts beside them stay
    expect(within(section).getByText('1.400 dari 1.600 pcs dikirim')).toBeTruthy()
  })

  it('shows each store’s figures after the export on the Toko tab, from the same answer', async () => {
    const calls = serveReports()
    renderWithProviders(<ReportPage viewer="seller" />)
    await screen.findByRole('region', { name: 'Setelah Ekspor' })
    fireEvent.click(screen.getByRole('tab', { name: 'Toko' }))
    const table = await screen.findByRole('table', { name: 'Pengiriman per Toko' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual([
      'Kode Toko',
      'Nama Toko',
      'Pesanan',
      'Fill Rate',
      'Tepat Waktu',
      'Rata-rata Hari',
      'Selisih',
      'Sisa Terbuka',
    ])
    const cells = within(within(table).getAllByRole('row')[1])
      .getAllByRole('cell')
      .map((td) => td.textContent)
    expect(cells).toEqual(['TK001', 'TOKO MAJU JAYA', '3', '66,7%', '75,0%', '3,5', '4', '1.207'])
    expect(calls.filter((q) => q.get('stores') === '1')).toHaveLength(1)
  })

  it('says why a report failed: the server’s words to staff, the status to a buyer', async () => {
    serveReports({ status: 503, body: { code: 'SERVICE_UNAVAILABLE', detail: 'Server bermasalah. Coba beberapa saat lagi.' } })
    const { unmount } = renderWithProviders(<ReportPage viewer="seller" />)
    expect(await screen.findByText('Gagal memuat laporan (503). Server bermasalah. Coba beberapa saat lagi.')).toBeTruthy()
    unmount()
    renderWithProviders(<ReportPage viewer="user" />)
    expect(await screen.findByText('Gagal memuat laporan (503)')).toBeTruthy()
  })
})

describe('ReportPage for head office', () => {
  const branch = (id: number, code: string, name: string) => ({
    id,
    code,
    name,
    address: '',
    phone: '',
    active: true,
    created_at: '2026-01-02T03:00:00.000Z',
    staff_count: 1,
    store_count: 1,
  })
  const json = (body: unknown) => new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })

  function serveHeadOffice() {
    const asked: URL[] = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost')
        asked.push(url)
        if (url.pathname === '/api/admin/branches')
          return json({ items: [branch(1, 'JKT01', 'Dipo Jakarta'), branch(2, 'SBY01', 'Dipo Surabaya')] })
        return json(answer(url.searchParams, url.pathname))
      }),
    )
    return asked
  }

  function pickBranch(name: string) {
    const input = screen.getByLabelText('Cabang', { selector: 'input' })
    fireEvent.click(input)
    const list = document.getElementById(input.getAttribute('aria-controls') ?? '') as HTMLElement
    fireEvent.click(within(list).getByRole('option', { name, hidden: true }))
  }

  it('shows each branch’s figures after the export over every branch, and not over one', async () => {
    serveHeadOffice()
    renderWithProviders(<ReportPage viewer="admin" />)
    const table = await screen.findByRole('table', { name: 'Pengiriman per Cabang' })
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent)
    expect(headers).toEqual([
      'Kode',
      'Cabang',
      'Pesanan',
      'Fill Rate',
      'Tepat Waktu',
      'Rata-rata Hari',
      'Selisih',
      'Sisa Terbuka',
    ])
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      )
    expect(rows).toEqual([
      ['JKT01', 'Dipo Jakarta', '7', '90,0%', '75,0%', '-', '4', '1.207'],
      ['SBY01', 'Dipo Surabaya', '5', '87,5%', '-', '3,5', '4', '1.207'],
    ])

    // 'Tanya Part': the median answer time over every branch, then each branch's
    expect(screen.getByTestId('answer-time-value').textContent).toBe('1 jam 35 menit')
    expect(screen.getByTestId('answer-time').textContent).toContain('3 dari 4 permintaan dijawab')
    const answers = within(screen.getByRole('table', { name: 'Tanya Part per Cabang' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.textContent)
    expect(answers).toEqual(['JKT01Dipo Jakarta3340 menit', 'SBY01Dipo Surabaya10-'])

    await waitFor(() => expect(screen.getAllByText('SBY01 · Dipo Surabaya', { exact: false }).length).toBeGreaterThan(0))
    pickBranch('SBY01 · Dipo Surabaya')
    await waitFor(() => expect(screen.queryByRole('table', { name: 'Pengiriman per Cabang' })).toBeNull())
    expect(screen.queryByRole('table', { name: 'Tanya Part per Cabang' })).toBeNull()
    expect(screen.getByRole('region', { name: 'Setelah Ekspor' })).toBeTruthy()
  })

  it('reports every branch together, then the one chosen; the Toko list waits for a branch', async () => {
    const asked = serveHeadOffice()
    renderWithProviders(<ReportPage viewer="admin" />)
    expect(await screen.findByText('Rp. 1.250.000')).toBeTruthy()
    expect(screen.getByRole('heading', { name: 'Laporan Cabang' })).toBeTruthy()
    const reports = () => asked.filter((url) => url.pathname !== '/api/admin/branches')
    expect(reports().every((url) => url.pathname === '/api/admin/laporan')).toBe(true)
    expect(reports()[0].searchParams.has('branch_id')).toBe(false)
    expect((screen.getByLabelText('Cabang', { selector: 'input' }) as HTMLInputElement).value).toBe('Semua cabang')

    fireEvent.click(screen.getByRole('tab', { name: 'Toko' }))
    expect(await screen.findByText('Pilih cabang untuk melihat daftar toko.')).toBeTruthy()
    expect(reports().some((url) => url.searchParams.has('stores'))).toBe(false)

    await waitFor(() => expect(screen.getAllByText('SBY01 · Dipo Surabaya', { exact: false }).length).toBeGreaterThan(0))
    pickBranch('SBY01 · Dipo Surabaya')
    expect(await screen.findByText('Ringkasan per Toko')).toBeTruthy()
    await waitFor(() =>
      expect(reports().some((url) => url.searchParams.get('branch_id') === '2' && url.searchParams.get('stores') === '1')).toBe(
        true,
      ),
    )
    // the cards follow the branch too
    expect(reports().some((url) => url.searchParams.get('branch_id') === '2' && !url.searchParams.has('stores'))).toBe(true)
  })
})
