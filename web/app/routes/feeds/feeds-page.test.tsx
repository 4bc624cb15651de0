// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { FeedJob, FeedJobDetail } from '#common/feeds.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { FeedsPage } from './feeds-page'

function job(id: number, over: Partial<FeedJob> = {}): FeedJob {
  return {
    id,
    kind: 'stock',
    source: 'upload',
    file_name: 'stock-20261125.csv',
    byte_size: 25_000,
    checksum: 'a'.repeat(64),
    encoding: 'utf-8',
    state: 'selesai',
    created_by: 'pusat',
    created_at: '2026-11-24T23:00:00.000Z',
    started_at: '2026-11-24T23:00:01.000Z',
    finished_at: '2026-11-24T23:00:05.000Z',
    progress_percent: 100,
    total_lines: 250,
    added: 0,
    changed: 248,
    unchanged: 0,
    rejected: 2,
    error: null,
    same_as: null,
    retry_of: null,
    can_retry: false,
    ...over,
  }
}

const detail = (j: FeedJob, rejects: FeedJobDetail['rejects'] = []): { status: number; body: FeedJobDetail } => ({
  status: 200,
  body: { job: j, columns: ['branch', 'part_no', 'qty', 'price'], rejects },
})
const page = (...items: FeedJob[]) => ({ status: 200, body: { items, next_cursor: null } })
const freshness = {
  status: 200,
  body: {
    items: [
      { kind: 'stock', branch_code: null, loaded_at: '2026-11-24T23:00:05.000Z', job_id: 7 },
      { kind: 'stock', branch_code: 'JKT01', loaded_at: '2026-11-24T23:00:00.000Z', job_id: 7 },
      { kind: 'stock', branch_code: 'SBY01', loaded_at: '2026-11-01T23:00:00.000Z', job_id: 3 },
    ],
    stock_stale_hours: 26,
  },
}
const REJECTS = [
  { line: 12, reason: 'part tidak ditemukan: "NOPE"', cells: ['JKT01', 'NOPE', '1', ''] },
  { line: 40, reason: 'qty harus bilangan bulat >= 0: "-1"', cells: ['JKT01', 'R1', '-1', ''] },
]

describe('Feed Data', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    notifications.clean()
    vi.unstubAllGlobals()
  })

  it('uploads a stock file, follows its job live to the end, and downloads its rejected lines', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/feeds/jobs': page(),
      'GET /api/admin/feeds/freshness': freshness,
      'POST /api/admin/feeds/stock': { status: 202, body: job(9, { state: 'antrian', progress_percent: 0 }) },
      'GET /api/admin/feeds/jobs/9': [
        detail(job(9, { state: 'berjalan', progress_percent: 40, rejected: 0, changed: 0 })),
        detail(job(9), REJECTS),
      ],
      'GET /api/admin/feeds/jobs/9/rejects': { status: 200, body: 'baris,alasan' },
    })
    const created: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          created.push(b)
          return 'blob:x'
        },
        revokeObjectURL: () => {},
      }),
    )
    renderWithProviders(<FeedsPage />)
    const card = (await screen.findByRole('heading', { name: 'Stok cabang' })).closest('[data-feed-kind]') as HTMLElement
    const input = within(card).getByLabelText(/Pilih file CSV \(Stok cabang\)/) as HTMLButtonElement
    const picker = card.querySelector('input[type="file"]') as HTMLInputElement
    expect(input).toBeTruthy()
    fireEvent.change(picker, {
      target: { files: [new File(['branch,part_no,qty\nJKT01,R1,4\n'], 'stock-20261125.csv', { type: 'text/csv' })] },
    })
    fireEvent.click(within(card).getByRole('button', { name: 'Unggah' }))
    expect(await within(card).findByText('Memuat… 40%')).toBeTruthy()
    expect(
      await within(card).findByText('0 ditambah, 248 diubah, 0 tidak berubah, 2 ditolak', {}, { timeout: 4_000 }),
    ).toBeTruthy()
    const sent = calls.find((c) => c.method === 'POST')
    const form = sent?.body as FormData
    expect(form).toBeInstanceOf(FormData)
    expect((form.get('file') as File).name).toBe('stock-20261125.csv')

    fireEvent.click(within(card).getByRole('button', { name: 'Lihat job #9' }))
    const dialog = await screen.findByRole('dialog')
    expect(await within(dialog).findByText('Menampilkan 2 dari 2 baris ditolak.')).toBeTruthy()
    expect(within(dialog).getByText('part tidak ditemukan: "NOPE"')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Unduh baris ditolak (CSV)' }))
    await waitFor(() => expect(calls.some((c) => c.path === '/api/admin/feeds/jobs/9/rejects')).toBe(true))
    await waitFor(() => expect(created).toHaveLength(1))
  }, 10_000)

  it('refuses a workbook before sending it, and shows the server refusing a file in its words', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/feeds/jobs': page(),
      'GET /api/admin/feeds/freshness': freshness,
      'POST /api/admin/feeds/catalogue': {
        status: 422,
        body: {
          code: 'FEED_COLUMNS_INVALID',
          detail: 'Kolom price tidak ada. Kolom file ini: part_no, name, price, image_url (opsional), part_group (opsional).',
        },
      },
    })
    renderWithProviders(<FeedsPage />)
    const card = (await screen.findByRole('heading', { name: 'Katalog & harga' })).closest('[data-feed-kind]') as HTMLElement
    const picker = card.querySelector('input[type="file"]') as HTMLInputElement
    fireEvent.change(picker, { target: { files: [new File(['PK'], 'katalog.xlsx')] } })
    fireEvent.click(within(card).getByRole('button', { name: 'Unggah' }))
    expect(await within(card).findByText('Pilih file CSV (.csv atau .txt).')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    fireEvent.change(picker, { target: { files: [new File(['part_no,name\n'], 'katalog.csv')] } })
    fireEvent.click(within(card).getByRole('button', { name: 'Unggah' }))
    expect(await within(card).findByText(/Kolom price tidak ada/)).toBeTruthy()
  })

  it('shows each branch stock time, warning in words where it is old', async () => {
    fakeFetch({ 'GET /api/admin/feeds/jobs': page(), 'GET /api/admin/feeds/freshness': freshness })
    renderWithProviders(<FeedsPage />)
    expect(await screen.findByText('Stok per 02 Nov 2026, 06.00 WIB (lebih dari 26 jam)')).toBeTruthy()
    expect(screen.getAllByText('Belum pernah dimuat')).toHaveLength(4) // catalogue, supersessions, harga and sinonim
  })

  it("updates 'Muatan terakhir yang berhasil' when a job it follows ends, without a reload", async () => {
    const never = { status: 200, body: { items: [], stock_stale_hours: 26 } }
    const loaded = {
      status: 200,
      body: {
        items: [{ kind: 'catalogue', branch_code: null, loaded_at: '2026-11-24T23:00:05.000Z', job_id: 9 }],
        stock_stale_hours: 26,
      },
    }
    const { calls } = fakeFetch({
      'GET /api/admin/feeds/jobs': page(),
      'GET /api/admin/feeds/freshness': [never, loaded],
      'POST /api/admin/feeds/catalogue': { status: 202, body: job(9, { kind: 'catalogue', state: 'antrian' }) },
      'GET /api/admin/feeds/jobs/9': [
        detail(job(9, { kind: 'catalogue', state: 'berjalan', progress_percent: 40 })),
        detail(job(9, { kind: 'catalogue' })),
      ],
    })
    renderWithProviders(<FeedsPage />)
    await waitFor(() => expect(screen.getAllByText('Belum pernah dimuat')).toHaveLength(5))
    const card = (await screen.findByRole('heading', { name: 'Katalog & harga' })).closest('[data-feed-kind]') as HTMLElement
    const picker = card.querySelector('input[type="file"]') as HTMLInputElement
    fireEvent.change(picker, { target: { files: [new File(['part_no,name,price\n'], 'katalog.csv')] } })
    fireEvent.click(within(card).getByRole('button', { name: 'Unggah' }))
    expect(await within(card).findByText('Memuat… 40%')).toBeTruthy()
    expect(await screen.findByText('25 Nov 2026, 06.00 WIB (job #9)', {}, { timeout: 4_000 })).toBeTruthy()
    expect(screen.getAllByText('Belum pernah dimuat')).toHaveLength(4)
    // the history is asked at the start, after the upload and once more at the end
    await waitFor(() => expect(calls.filter((c) => c.path.split('?')[0] === '/api/admin/feeds/jobs')).toHaveLength(3))
  }, 10_000)

  it('asks the last loads again when a job in the history ends', async () => {
    const never = { status: 200, body: { items: [], stock_stale_hours: 26 } }
    const { calls } = fakeFetch({
      'GET /api/admin/feeds/jobs': [page(job(4, { state: 'berjalan', progress_percent: 10 })), page(job(4))],
      'GET /api/admin/feeds/freshness': [never, freshness],
    })
    renderWithProviders(<FeedsPage />)
    expect(await screen.findByText('Stok per 02 Nov 2026, 06.00 WIB (lebih dari 26 jam)', {}, { timeout: 4_000 })).toBeTruthy()
    expect(calls.filter((c) => c.path === '/api/admin/feeds/freshness')).toHaveLength(2)
  }, 10_000)

  it("offers the customers' prices: their card with the columns and the example file, an upload of the kind, the kind in the filter", async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/feeds/jobs': page(),
      'GET /api/admin/feeds/freshness': freshness,
      'GET /api/admin/feeds/harga/template': { status: 200, body: 'scope,code,part_no,part_group,discount_percent,net_price' },
      'POST /api/admin/feeds/harga': {
        status: 202,
        body: job(11, { kind: 'harga', state: 'antrian', file_name: 'harga-1.csv' }),
      },
      'GET /api/admin/feeds/jobs/11': detail(job(11, { kind: 'harga', state: 'berjalan', progress_percent: 40 })),
    })
    const saved: Blob[] = []
    vi.stubGlobal(
      'URL',
      Object.assign(URL, {
        createObjectURL: (b: Blob) => {
          saved.push(b)
          return 'blob:x'
        },
        revokeObjectURL: () => {},
      }),
    )
    renderWithProviders(<FeedsPage />)
    const card = (await screen.findByRole('heading', { name: 'Harga Pelanggan' })).closest('[data-feed-kind]') as HTMLElement
    expect(card.getAttribute('data-feed-kind')).toBe('harga')
    expect(
      within(card).getByText(
        'Kolom: scope, code, part_no atau part_group, discount_percent atau net_price, valid_from (opsional), valid_to (opsional)',
      ),
    ).toBeTruthy()
    // only this kind and the synonyms have an example file, each its own
    const examples = screen.getAllByRole('button', { name: 'Unduh contoh file' })
    expect(examples.map((b) => b.closest('[data-feed-kind]')?.getAttribute('data-feed-kind'))).toEqual(['harga', 'sinonim'])
    fireEvent.click(within(card).getByRole('button', { name: 'Unduh contoh file' }))
    await waitFor(() => expect(saved).toHaveLength(1))
    expect(calls.some((c) => c.method === 'GET' && c.path === '/api/admin/feeds/harga/template')).toBe(true)

    const picker = card.querySelector('input[type="file"]') as HTMLInputElement
    fireEvent.change(picker, { target: { files: [new File(['scope,code,part_no,net_price\n'], 'harga-1.csv')] } })
    fireEvent.click(within(card).getByRole('button', { name: 'Unggah' }))
    expect(await within(card).findByText('Memuat… 40%')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/feeds/harga'])

    const kind = screen.getByLabelText('Jenis', { selector: 'input' })
    fireEvent.click(kind)
    const options = document.getElementById(kind.getAttribute('aria-controls') ?? '') as HTMLElement
    fireEvent.click(within(options).getByRole('option', { name: 'Harga Pelanggan', hidden: true }))
    await waitFor(() =>
      expect(calls.some((c) => c.path.startsWith('/api/admin/feeds/jobs?') && c.path.includes('kind=harga'))).toBe(true),
    )
  }, 10_000)

  it('says so when the example file cannot be downloaded', async () => {
    fakeFetch({
      'GET /api/admin/feeds/jobs': page(),
      'GET /api/admin/feeds/freshness': freshness,
      'GET /api/admin/feeds/harga/template': { status: 500, body: { code: 'INTERNAL', detail: 'x' } },
    })
    renderWithProviders(<FeedsPage />)
    const card = (await screen.findByRole('heading', { name: 'Harga Pelanggan' })).closest('[data-feed-kind]') as HTMLElement
    fireEvent.click(within(card).getByRole('button', { name: 'Unduh contoh file' }))
    expect(await within(card).findByText('Gagal mengunduh contoh file')).toBeTruthy()
  })

  it('filters the history, and runs a failed job again from its detail', async () => {
    const failed = job(5, {
      state: 'gagal',
      error: '3 dari 100 baris bermasalah (3%), lebih dari batas 1%: tidak ada yang dimuat.',
      can_retry: true,
    })
    const { calls } = fakeFetch({
      'GET /api/admin/feeds/jobs': page(failed),
      'GET /api/admin/feeds/freshness': freshness,
      'GET /api/admin/feeds/jobs/5': detail(failed),
      'POST /api/admin/feeds/jobs/5/retry': { status: 202, body: job(6, { state: 'antrian', retry_of: 5 }) },
    })
    renderWithProviders(<FeedsPage />)
    expect(await screen.findAllByText(/lebih dari batas 1%/)).not.toHaveLength(0)
    fireEvent.change(screen.getByLabelText('Dari'), { target: { value: '26/11/2026' } })
    fireEvent.change(screen.getByLabelText('Sampai'), { target: { value: '25-11-2026' } })
    expect(await screen.findByRole('alert')).toHaveProperty('textContent', 'Tanggal "Dari" tidak boleh setelah "Sampai".')
    fireEvent.change(screen.getByLabelText('Dari'), { target: { value: '20 Nov 2026' } })
    await waitFor(() =>
      expect(calls.some((c) => c.path.includes('from=2026-11-20') && c.path.includes('to=2026-11-25'))).toBe(true),
    )
    fireEvent.click(screen.getAllByRole('button', { name: 'Lihat job #5' })[0])
    const dialog = await screen.findByRole('dialog')
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Jalankan ulang' }))
    expect(await screen.findByText('Job #6 masuk antrian')).toBeTruthy()
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual(['/api/admin/feeds/jobs/5/retry'])
  })
})
