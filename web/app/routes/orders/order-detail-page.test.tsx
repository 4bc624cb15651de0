// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { buildItem, buildOrder, READY } from '#web/features/orders/logic/test-fixtures.ts'
import { ok, renderDetail, setUpDetailTests, stubApi } from './order-detail-test-render'

const ready = ok({ items: READY })
const EXPORT = 'POST /api/orders/42/actions/export'
const dipesan = buildOrder(3, 'seller', [
  buildItem(1, { qty_confirmed: 2, qty_ordered: 2, qty_osc: 4, status_part_code: 'ada', status_part_code_raw: 1 }),
])
const exportFile = {
  status: 200,
  text: 'P1\t2\tPART 1\r\n',
  headers: {
    'Content-Type': 'text/plain',
    'Content-Disposition': `attachment; filename="x.txt"; filename*=UTF-8''DPO_JKT01_202611_00042.txt`,
  },
}
const location = () => screen.getByTestId('location').textContent

describe('order detail page', { timeout: 15_000 }, () => {
  setUpDetailTests()
  afterEach(() => {
    vi.restoreAllMocks()
  })

  it('refuses an id that is not a number', async () => {
    const { calls } = stubApi({})
    renderDetail('/user/pesanan/estimasi/abc')
    expect(await screen.findByText('ID tidak valid')).toBeTruthy()
    expect(calls.filter((c) => c.key.startsWith('GET /api/orders'))).toHaveLength(0)
  })

  it("shows the server's words for a missing order and the status text for other failures", async () => {
    stubApi({ 'GET /api/orders/42': { status: 404, body: { code: 'NOT_FOUND', detail: 'Pesanan tidak ditemukan' } } })
    renderDetail('/user/pesanan/estimasi/42')
    expect(await screen.findByText('Pesanan tidak ditemukan')).toBeTruthy()
    // one message: no empty table saying 'Tidak ada data' beside it
    expect(screen.queryByText('Tidak ada data')).toBeNull()
    cleanup()
    stubApi({ 'GET /api/orders/42': { status: 500, statusText: 'Internal Server Error', body: { detail: 'x' } } })
    renderDetail('/user/pesanan/estimasi/42')
    expect(await screen.findByText('Internal Server Error')).toBeTruthy()
    expect(screen.queryByText('Tidak ada data')).toBeNull()
  })

  it('shows the header, fewer columns for a buyer at Estimasi, the history and a back link', async () => {
    const order = buildOrder(1, 'user', [buildItem(1, { catatan_per_part_user: 'Yang original' })])
    stubApi({ 'GET /api/orders/42': ok(order), 'GET /api/ready-status': ready })
    renderDetail('/user/pesanan/estimasi/42')
    expect(await screen.findByText('DPO/JKT01/202611/00042')).toBeTruthy()
    expect(screen.getByText('Purchase Requisition')).toBeTruthy()
    expect(screen.getByText('BENGKEL SUMBER JAYA MOTOR (C0012345)')).toBeTruthy()
    expect(screen.getByText('Budi Santoso')).toBeTruthy()
    expect(screen.getByText('Diambil sore')).toBeTruthy()
    expect(screen.getByText('Catatan pembeli: Yang original')).toBeTruthy()
    const headers = [...document.querySelectorAll('[data-testid="order-lines"] thead th')].map((h) => h.textContent)
    expect(headers).toEqual(['No.', 'Part No', 'Nama Part', 'Harga Satuan', 'Diskon', 'Harga Net', 'Qty Estimasi', 'Jumlah'])
    expect(screen.getByText('Riwayat Status')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/user/pesanan/all')
    expect(screen.queryByRole('button', { name: 'Lanjut Pesan' })).toBeNull()
  })

  it('moves the address to the bucket of the real status', async () => {
    stubApi({ 'GET /api/orders/42': ok(dipesan), 'GET /api/ready-status': ready })
    renderDetail('/seller/pesanan/estimasi/42')
    await waitFor(() => expect(location()).toBe('/seller/pesanan/po/42'))
    expect(screen.getByRole('link', { name: 'Kembali' }).getAttribute('href')).toBe('/seller/pesanan/all')
  })

  it('prints a clean document', async () => {
    stubApi({ 'GET /api/orders/42': ok(dipesan), 'GET /api/ready-status': ready })
    let printed: string | null | undefined
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[data-testid="print-document"]')?.textContent
    })
    renderDetail('/seller/pesanan/po/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Cetak' }))
    expect(printed).toContain('Pesanan DPO/JKT01/202611/00042')
    expect(printed).toContain('Qty Dipesan')
    // a paper a branch can file: its letterhead, when it was printed, room to sign
    expect(printed).toContain('DIPO Parts · DIPO Jakarta Pusat (cabang JKT01)')
    expect(printed).toMatch(/Dicetak \d{2} \w{3} \d{4}, \d{2}\.\d{2} WIB/)
    expect(printed).toContain('Dibuat oleh')
    expect(printed).toContain('Disetujui oleh')
  })

  it('prints the number delivered with the one asked for, and an Indent line with its arrival date', async () => {
    const order = buildOrder(3, 'user', [
      buildItem(1, {
        nomor_part: 'NEW1',
        nomor_part_diminta: 'OLD1',
        qty_confirmed: 1,
        qty_ordered: 1,
        status_part_code: 'ada',
        status_part_code_raw: 1,
      }),
      buildItem(2, { qty_confirmed: 0, qty_ordered: 0, status_part_code: 'indent', status_part_code_raw: 4, eta: '2026-12-12' }),
    ])
    stubApi({ 'GET /api/orders/42': ok(order), 'GET /api/ready-status': ready })
    let printed: string | null | undefined
    vi.spyOn(window, 'print').mockImplementation(() => {
      printed = document.querySelector('[data-testid="print-document"]')?.textContent
    })
    renderDetail('/user/pesanan/po/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Cetak' }))
    expect(printed).toContain('NEW1 (diminta OLD1)')
    expect(printed).toContain('Indent Perkiraan tiba: 12 Des 2026')
    expect(printed).not.toContain('± 3 minggu')
  })

  it('exports a Dipesan order as a file download, then offers it again at Diproses', async () => {
    const diproses = {
      ...dipesan,
      status_code: 4,
      status_pesanan: 'Diproses',
      status_english: 'Processing',
      bucket: 'diproses' as const,
      version: 4,
    }
    const { calls } = stubApi({
      'GET /api/orders/42': [ok(dipesan), ok(diproses)],
      'GET /api/ready-status': ready,
      [EXPORT]: exportFile,
    })
    const downloads: string[] = []
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      downloads.push(this.download)
    })
    URL.createObjectURL = vi.fn(() => 'blob:file')
    URL.revokeObjectURL = vi.fn()
    renderDetail('/seller/pesanan/po/42')
    fireEvent.click(await screen.findByRole('button', { name: 'Export' }))
    expect(await screen.findByText('File DPO_JKT01_202611_00042.txt diunduh')).toBeTruthy()
    expect(downloads).toEqual(['DPO_JKT01_202611_00042.txt'])
    expect(calls.find((c) => c.key === EXPORT)?.headers.get('X-CSRF-Token')).toBe('tok')
    await waitFor(() => expect(location()).toBe('/seller/pesanan/diproses/42'))
    expect(await screen.findByRole('button', { name: 'Unduh Ulang' })).toBeTruthy()
  })

  it('says when there is nothing to export, or the export failed', async () => {
    stubApi({
      'GET /api/orders/42': ok(dipesan),
      'GET /api/ready-status': ready,
      [EXPORT]: [
        { status: 422, body: { code: 'EXPORT_EMPTY', detail: 'Tidak ada baris untuk diexport.' } },
        { status: 500, body: { detail: 'Server bermasalah' } },
      ],
    })
    renderDetail('/seller/pesanan/po/42')
    const button = await screen.findByRole('button', { name: 'Export' })
    fireEvent.click(button)
    expect(await screen.findByText('Tidak ada baris untuk diexport.')).toBeTruthy()
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false))
    fireEvent.click(button)
    expect(await screen.findByText('Gagal export (HTTP 500) Server bermasalah')).toBeTruthy()
  })
})
