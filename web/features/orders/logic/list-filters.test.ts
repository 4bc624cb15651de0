import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/api/client.ts'
import {
  activeColumnFilterCount,
  apiParams,
  EMPTY_FILTERS,
  effectiveSearch,
  readFilters,
  searchApplies,
  statusesToKeep,
  writeFilters,
} from './list-filters'
import { loadErrorText } from './list-messages'

const filters = (query: string) => readFilters(new URLSearchParams(query))

describe('filters in the URL', () => {
  it('reads every filter under the API names and ignores malformed days', () => {
    expect(
      filters('q=maju&tanggal_from=2026-01-01&tanggal_to=2026-13&no_transaksi=DPO&creator=budi&store=C001&keterangan=pagi'),
    ).toEqual({
      ...EMPTY_FILTERS,
      q: 'maju',
      tanggal_from: '2026-01-01',
      no_transaksi: 'DPO',
      creator: 'budi',
      store: 'C001',
      keterangan: 'pagi',
    })
  })

  it('tells "every status" (absent), "some" and "none chosen" (empty) apart', () => {
    expect(filters('').statuses).toBeNull()
    expect(filters('status=batal,estimasi,xyz').statuses).toEqual(['estimasi', 'batal'])
    expect(filters('status=').statuses).toEqual([])
    expect(filters('status=estimasi,konfirmasi,po,diproses,batal').statuses).toBeNull()
  })

  it('writes a patch, dropping emptied values and keeping other parameters', () => {
    const start = new URLSearchParams('store=maju&sort=toko&dir=asc')
    const next = writeFilters(start, { store: '', creator: 'dewi', statuses: [] })
    expect(next.toString()).toBe('sort=toko&dir=asc&creator=dewi&status=')
    expect(writeFilters(next, { statuses: null }).has('status')).toBe(false)
    expect(start.toString()).toBe('store=maju&sort=toko&dir=asc')
  })
})

describe('global search (product.md §5.2)', () => {
  it('applies with 0 or at least 2 characters', () => {
    expect(searchApplies('')).toBe(true)
    expect(searchApplies(' a ')).toBe(false)
    expect(searchApplies('ab')).toBe(true)
    expect(effectiveSearch(' a')).toBe('')
    expect(effectiveSearch(' ab ')).toBe('ab')
  })
})

describe('GET /orders parameters', () => {
  it('always asks for 200 and sends the tab as status', () => {
    expect(apiParams(EMPTY_FILTERS)).toEqual({ limit: 200 })
    expect(apiParams(EMPTY_FILTERS, 'po')).toEqual({ status: 'po', limit: 200 })
  })

  it('sends trimmed filters, no one-character search, and a reversed range in order', () => {
    const params = apiParams(
      filters('q=x&store=%20maju%20&creator=%20&tanggal_from=2026-02-10&tanggal_to=2026-02-01'),
      'estimasi',
    )
    expect(params).toEqual({
      status: 'estimasi',
      store: 'maju',
      tanggal_from: '2026-02-01',
      tanggal_to: '2026-02-10',
      limit: 200,
    })
  })

  it('on Semua: one status goes to the server, several are kept on the client, none asks nothing', () => {
    expect(apiParams(filters('status=batal'))).toEqual({ status: 'batal', limit: 200 })
    expect(statusesToKeep(filters('status=batal'))).toBeNull()
    expect(apiParams(filters('status=po,batal'))).toEqual({ limit: 200 })
    expect([...(statusesToKeep(filters('status=po,batal')) ?? [])]).toEqual(['po', 'batal'])
    expect(apiParams(filters('status='))).toBeNull()
  })

  it('ignores a leftover status filter on a status tab', () => {
    expect(apiParams(filters('status='), 'diproses')).toEqual({ status: 'diproses', limit: 200 })
    expect(statusesToKeep(filters('status=po,batal'), 'diproses')).toBeNull()
  })

  it('counts the column filters for the Filter button', () => {
    expect(activeColumnFilterCount(filters('q=maju'))).toBe(0)
    expect(activeColumnFilterCount(filters('tanggal_to=2026-01-01&store=a&keterangan=b&status='))).toBe(4)
    expect(activeColumnFilterCount(filters('pengiriman=dikirim'), 'diproses')).toBe(1)
    expect(activeColumnFilterCount(filters('pengiriman=dikirim'), 'po')).toBe(0)
  })

  it('sends Pengiriman on Diproses and Semua only, and never a state the server does not know', () => {
    expect(filters('pengiriman=ada_selisih').pengiriman).toBe('ada_selisih')
    expect(filters('pengiriman=terkirim').pengiriman).toBe('')
    expect(apiParams(filters('pengiriman=dikirim_sebagian'), 'diproses')).toEqual({
      status: 'diproses',
      pengiriman: 'dikirim_sebagian',
      limit: 200,
    })
    expect(apiParams(filters('pengiriman=diterima'))).toEqual({ pengiriman: 'diterima', limit: 200 })
    expect(apiParams(filters('pengiriman=diterima'), 'estimasi')).toEqual({ status: 'estimasi', limit: 200 })
    const written = writeFilters(new URLSearchParams('store=a'), { pengiriman: 'dikirim' })
    expect(written.toString()).toBe('store=a&pengiriman=dikirim')
    expect(writeFilters(written, { pengiriman: '' }).toString()).toBe('store=a')
  })
})

describe('load error text (product.md §8.3)', () => {
  it('shows the server detail, else the generic text', () => {
    expect(loadErrorText(new ApiError(400, { code: 'BAD', detail: 'Cursor tidak valid.' }))).toBe(
      'Gagal memuat: Cursor tidak valid.',
    )
    expect(loadErrorText(new ApiError(502, null, 'Bad Gateway'))).toBe('Gagal memuat: Gagal memuat data')
    expect(loadErrorText(new Error('boom'))).toBe('Gagal memuat: Gagal memuat data')
  })
})
