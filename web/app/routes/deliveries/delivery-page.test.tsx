// @vitest-environment jsdom
// One delivery's page (product.md §13.2): its facts on screen with the way back to its order, and
// the Surat Jalan that 'Cetak' prints: the branch's letterhead, the number, the store, the way, the
// parts, and the two signature boxes side by side.
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { renderDeliveryPage, sentDelivery } from './test-fixtures'

describe('a delivery’s page', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    vi.restoreAllMocks()
  })

  it('prints the Surat Jalan: letterhead, number, store, way, parts, and both signature boxes', async () => {
    fakeFetch({ 'GET /api/deliveries/9': { status: 200, body: sentDelivery } })
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    renderDeliveryPage('/seller/pengiriman/9')
    const paper = await screen.findByTestId('surat-jalan')
    expect(within(paper).getByRole('heading', { level: 1 }).textContent).toBe('Surat Jalan SJ/JKT01/202611/0001')
    const text = paper.textContent ?? ''
    expect(text).toContain('DIPO Parts · DIPO Jakarta Pusat (cabang JKT01)')
    expect(text).toContain('Jl. Gatot Subroto 1 · Telp. 021-555')
    expect(text).toContain('Toko: BENGKEL SUMBER JAYA MOTOR (C0012345)')
    expect(text).toContain('Jl. Kebon Jeruk 7')
    expect(text).toContain('Tanggal: 21 Nov 2026')
    expect(text).toContain('Pesanan: DPO/JKT01/202611/00042')
    expect(text).toContain('Nama sopir / kurir: Budi Santoso')
    expect(text).toContain('Nomor polisi: B 1234 XYZ')
    expect(text).toContain('No. resi: JNE0001')
    const rows = within(within(paper).getByRole('table')).getAllByRole('row')
    expect(rows.map((row) => [...row.children].map((cell) => cell.textContent))).toEqual([
      ['No', 'Part number', 'Nama part', 'Jumlah'],
      ['1', '1230A046', 'FILTER OLI', '3'],
      ['2', 'MB123456', 'KAMPAS REM DEPAN', '2'],
    ])
    const boxes = [...within(paper).getByTestId('signatures').children].map((box) => box.textContent)
    expect(boxes).toEqual(['Dikirim olehNama & tanggal', 'Diterima olehNama & tanggal'])

    fireEvent.click(screen.getByRole('button', { name: 'Cetak' }))
    expect(print).toHaveBeenCalledTimes(1)
  })

  it('shows the facts on screen and leads back to the order', async () => {
    fakeFetch({
      'GET /api/deliveries/9': {
        status: 200,
        body: {
          ...sentDelivery,
          method: 'diambil',
          method_label: 'Diambil di cabang',
          courier: null,
          plate: null,
          tracking: null,
        },
      },
    })
    renderDeliveryPage('/user/pengiriman/9')
    const back = await screen.findByRole('link', { name: 'Kembali ke pesanan' })
    expect(back.getAttribute('href')).toBe('/user/pesanan/diproses/42')
    expect(screen.getAllByText('Diambil di cabang').length).toBeGreaterThan(0)
    expect(screen.queryByText('Nomor polisi')).toBeNull()
    expect(within(screen.getByTestId('surat-jalan')).queryByText(/Nomor polisi/)).toBeNull()
  })

  it('says a delivery that is not there, or not the viewer’s', async () => {
    fakeFetch({ 'GET /api/deliveries/9': { status: 404, body: { code: 'NOT_FOUND', detail: 'Pengiriman tidak ditemukan' } } })
    renderDeliveryPage('/user/pengiriman/9')
    expect((await screen.findByRole('alert')).textContent).toContain('Pengiriman tidak ditemukan')
    expect(screen.queryByTestId('surat-jalan')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cetak' })).toBeNull()
  })
})
