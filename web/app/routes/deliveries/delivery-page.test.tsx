// @vitest-environment jsdom
// One delivery's page (product.md §13.2): its facts on screen with the way back to its order, and
// the Surat Jalan that 'Cetak' prints: the branch's letterhead, the number, the store, the way, the
// parts, and the two signature boxes side by side.
import { cleanup, fireEvent, screen, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Delivery } from '#common/deliveries.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { DeliveryPage } from './delivery-page'

const delivery: Delivery = {
  id: 9,
  number: 'SJ/JKT01/202611/0001',
  method: 'dikirim',
  method_label: 'Dikirim',
  courier: 'Budi Santoso',
  plate: 'B 1234 XYZ',
  tracking: 'JNE0001',
  date: '2026-11-21',
  recorded_by: 'staf.satu',
  recorded_at: '2026-11-21T03:00:00.000Z',
  lines: 2,
  pieces: 5,
  order: { id: 42, no_transaksi: 'DPO/JKT01/202611/00042', bucket: 'diproses' },
  cabang: { kode: 'JKT01', nama: 'DIPO Jakarta Pusat', alamat: 'Jl. Gatot Subroto 1', telepon: '021-555' },
  toko: { kode: 'C0012345', nama: 'BENGKEL SUMBER JAYA MOTOR', alamat: 'Jl. Kebon Jeruk 7' },
  items: [
    { order_item_id: 1, line_no: 1, part_no: '1230A046', part_name: 'FILTER OLI', qty: 3, qty_received: null },
    { order_item_id: 2, line_no: 2, part_no: 'MB123456', part_name: 'KAMPAS REM DEPAN', qty: 2, qty_received: null },
  ],
  received: null,
  can_receive: false,
  discrepancies: [],
}

function renderPage(path: string) {
  return renderWithProviders(
    <Routes>
      <Route path="/:area/pengiriman/:id" element={<DeliveryPage />} />
    </Routes>,
    { route: path },
  )
}

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
    fakeFetch({ 'GET /api/deliveries/9': { status: 200, body: delivery } })
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined)
    renderPage('/seller/pengiriman/9')
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
        body: { ...delivery, method: 'diambil', method_label: 'Diambil di cabang', courier: null, plate: null, tracking: null },
      },
    })
    renderPage('/user/pengiriman/9')
    const back = await screen.findByRole('link', { name: 'Kembali ke pesanan' })
    expect(back.getAttribute('href')).toBe('/user/pesanan/diproses/42')
    expect(screen.getAllByText('Diambil di cabang').length).toBeGreaterThan(0)
    expect(screen.queryByText('Nomor polisi')).toBeNull()
    expect(within(screen.getByTestId('surat-jalan')).queryByText(/Nomor polisi/)).toBeNull()
  })

  it('says a delivery that is not there, or not the viewer’s', async () => {
    fakeFetch({ 'GET /api/deliveries/9': { status: 404, body: { code: 'NOT_FOUND', detail: 'Pengiriman tidak ditemukan' } } })
    renderPage('/user/pengiriman/9')
    expect((await screen.findByRole('alert')).textContent).toContain('Pengiriman tidak ditemukan')
    expect(screen.queryByTestId('surat-jalan')).toBeNull()
    expect(screen.queryByRole('button', { name: 'Cetak' })).toBeNull()
  })
})
