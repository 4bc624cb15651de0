import { describe, expect, it } from 'vitest'
import { chipsOf, clearChip } from './filter-chips'
import { readFilters, writeFilters } from './list-filters'

const filters = (query: string) => readFilters(new URLSearchParams(query))

describe('chips of active filters', () => {
  it('names each filter with its column and value', () => {
    const chips = chipsOf(
      filters('q=maju&tanggal_from=2026-01-05&tanggal_to=2026-01-31&no_transaksi=DPO&creator=budi&store=C001&keterangan=pagi'),
    )
    expect(chips.map((chip) => chip.label)).toEqual([
      'Cari: maju',
      'Tanggal: 05 Jan 2026 – 31 Jan 2026',
      'No. Transaksi: DPO',
      'Dibuat Oleh: budi',
      'Toko: C001',
      'Keterangan: pagi',
    ])
  })

  it('shows half a date range and a single day readably', () => {
    expect(chipsOf(filters('tanggal_from=2026-03-01'))[0].label).toBe('Tanggal: sejak 01 Mar 2026')
    expect(chipsOf(filters('tanggal_to=2026-03-01'))[0].label).toBe('Tanggal: s.d. 01 Mar 2026')
    expect(chipsOf(filters('tanggal_from=2026-03-01&tanggal_to=2026-03-01'))[0].label).toBe('Tanggal: 01 Mar 2026')
  })

  it('has no chip for a search too short to apply or for blank text', () => {
    expect(chipsOf(filters('q=a&store=%20%20'))).toEqual([])
  })

  it('shows the Status filter on Semua only', () => {
    expect(chipsOf(filters('status=po,batal'))).toEqual([{ key: 'status', label: 'Status: Dipesan, Batal' }])
    expect(chipsOf(filters('status='))).toEqual([{ key: 'status', label: 'Status: belum dipilih' }])
    expect(chipsOf(filters('status=po'), 'estimasi')).toEqual([])
  })

  it('shows the Pengiriman filter on Diproses and Semua only', () => {
    const chip = { key: 'pengiriman', label: 'Pengiriman: Dikirim sebagian' }
    expect(chipsOf(filters('pengiriman=dikirim_sebagian'), 'diproses')).toEqual([chip])
    expect(chipsOf(filters('pengiriman=dikirim_sebagian'))).toEqual([chip])
    expect(chipsOf(filters('pengiriman=dikirim_sebagian'), 'batal')).toEqual([])
    expect(writeFilters(new URLSearchParams('pengiriman=dikirim'), clearChip('pengiriman')).toString()).toBe('')
  })

  it('removes exactly its own filter', () => {
    const params = new URLSearchParams('tanggal_from=2026-01-01&tanggal_to=2026-01-02&store=maju&status=')
    expect(writeFilters(params, clearChip('tanggal')).toString()).toBe('store=maju&status=')
    expect(writeFilters(params, clearChip('status')).has('status')).toBe(false)
    expect(writeFilters(params, clearChip('store')).has('store')).toBe(false)
  })
})
