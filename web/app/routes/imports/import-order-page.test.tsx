// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ImportValidateResponse } from '#common/imports.ts'
import {
  expectTemplateAndFileAsked,
  fileNamed,
  pick,
  setUpFileScreenTests,
} from '#web/components/file-import/file-screen-test-render.tsx'
import { type FakeAnswer, fakeFetch, renderWithProviders } from '#web/test-utils/render.tsx'
import { ImportOrderPage } from './import-order-page'

const answer = (over: Partial<ImportValidateResponse> = {}): ImportValidateResponse => ({
  headers: ['Kode', 'Jumlah', 'Catatan'],
  header_found: false,
  mapping: { part: 0, qty: 1, note: -1 },
  rows: [
    {
      no: 2,
      part_no: '1230A046',
      part_no_norm: '1230A046',
      qty: 2,
      qty_text: '2',
      note: 'rem depan',
      status: 'used',
      reason: null,
    },
    {
      no: 3,
      part_no: '1230a046',
      part_no_norm: '1230A046',
      qty: 3,
      qty_text: '3',
      note: '',
      status: 'aggregated duplicate',
      reason: 'digabung dengan baris sebelumnya',
    },
    {
      no: 4,
      part_no: 'TIDAKADA',
      part_no_norm: 'TIDAKADA',
      qty: 1,
      qty_text: '1',
      note: '',
      status: 'unknown part',
      reason: 'part tidak ditemukan',
    },
    {
      no: 5,
      part_no: '1230A182',
      part_no_norm: '1230A182',
      qty: null,
      qty_text: '2.5',
      note: '',
      status: 'invalid',
      reason: 'qty harus integer',
    },
  ],
  aggregate: [{ part_no_norm: '1230A046', name: 'FILTER OLI', qty: 5, note: 'rem depan', unknown: false }],
  summary: {
    file: 'pesanan.xlsx',
    unique_used: 1,
    total_rows: 4,
    count: { used: 1, aggregated: 1, ignored: 0, invalid: 1, unknown: 1 },
    warnings: [{ part_no_norm: '1230A046', warning: 'qty digabung 1200 melebihi 999, dipakai 999' }],
  },
  validation_token: 'token-abcdefghijkl',
  ...over,
})

const ok = (body: unknown, status = 200): FakeAnswer => ({ status, body })
const xlsxFile = (name = 'pesanan.xlsx', size = 10) => fileNamed(name, size)

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/user/pesanan/import" element={<ImportOrderPage />} />
      <Route path="/user/pesanan/estimasi/:id" element={<p>ESTIMATE DETAIL</p>} />
    </Routes>,
    { route: '/user/pesanan/import' },
  )
}

const validateCalls = (calls: { path: string; body: unknown }[]) =>
  calls.filter((c) => c.path === '/api/orders/import/validate').map((c) => c.body as FormData)

describe('import page', () => {
  setUpFileScreenTests()

  it('links the template and asks for a file before checking', async () => {
    const { calls } = fakeFetch({})
    renderPage()
    await expectTemplateAndFileAsked('/DPO_Import_Template.xlsx')
    expect(calls).toEqual([])
  })

  it('refuses other types and files over 2 MB in the browser, and sends .xls with the notice', async () => {
    const { calls } = fakeFetch({
      'POST /api/orders/import/validate': ok(
        { code: 'IMPORT_XLS_UNSUPPORTED', detail: 'Format .xls tidak didukung. Simpan sebagai .xlsx atau .csv.' },
        415,
      ),
    })
    renderPage()
    pick(xlsxFile('foto.jpg'))
    expect(await screen.findByText('Format file tidak didukung. Gunakan .csv atau .xlsx.')).toBeTruthy()
    pick(xlsxFile('besar.xlsx', 3 * 1024 * 1024))
    expect(await screen.findByText('Ukuran file melebihi 2 MB')).toBeTruthy()
    expect(calls).toEqual([])
    pick(xlsxFile('lama.xls'))
    expect(
      await screen.findByText(/Format \.xls tidak didukung di FE\. Simpan sebagai \.xlsx atau \.csv\. Lanjut validasi server/),
    ).toBeTruthy()
    expect(await screen.findByText('Format .xls tidak didukung. Simpan sebagai .xlsx atau .csv.')).toBeTruthy()
    expect(validateCalls(calls)).toHaveLength(1)
  })

  it('previews rows with statuses and the summary, filters error rows, and remaps 400 ms later', async () => {
    const { calls } = fakeFetch({ 'POST /api/orders/import/validate': ok(answer()) })
    renderPage()
    pick(xlsxFile())
    expect(await screen.findByText('Ringkasan pemeriksaan')).toBeTruthy()
    expect(screen.getByTestId('unique-used').textContent).toBe('1 / 50')
    expect(within(screen.getByTestId('count-aggregated')).getByText('Digabung (duplikat)')).toBeTruthy()
    expect(screen.getByTestId('total-rows').textContent).toBe('4')
    expect(screen.getByText('Peringatan 1230A046: qty digabung 1200 melebihi 999, dipakai 999')).toBeTruthy()
    expect(screen.getAllByTestId('import-row')).toHaveLength(4)
    // a phone's card shows the refused quantity as the file had it, not a dash
    expect(screen.getAllByTestId('import-row')[3].textContent).toContain('qty: 2.5')
    expect(screen.getByText('part tidak ditemukan')).toBeTruthy()
    fireEvent.click(screen.getByLabelText('Baris Error'))
    expect(screen.getAllByTestId('import-row')).toHaveLength(2)

    // two quick changes: one check, 400 ms after the last, with both
    fireEvent.change(screen.getByLabelText('Nomor Part'), { target: { value: '2' } })
    fireEvent.change(screen.getByLabelText('Catatan', { selector: 'select' }), { target: { value: '0' } })
    expect(validateCalls(calls)).toHaveLength(1)
    expect(screen.getByText('Memeriksa file…')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true)
    await waitFor(() => expect(validateCalls(calls)).toHaveLength(2), { timeout: 2000 })
    const sent = validateCalls(calls)[1]
    expect([sent.get('map_part_idx'), sent.get('map_qty_idx'), sent.get('map_note_idx')]).toEqual(['2', '1', '0'])
    await waitFor(() => expect(screen.queryByText('Memeriksa file…')).toBeNull())
    expect(validateCalls(calls)).toHaveLength(2)
    expect((sent.get('file') as File).name).toBe('pesanan.xlsx')
  })

  it('imports with the note, toasts Buka and opens the new estimate', async () => {
    const { calls } = fakeFetch({
      'POST /api/orders/import/validate': ok(answer()),
      'POST /api/orders/import/commit': ok({ order_id: 42, no_transaksi: 'DPO/JKT01/202601/00042' }, 201),
    })
    renderPage()
    pick(xlsxFile())
    await screen.findByText('Ringkasan pemeriksaan')
    fireEvent.change(screen.getByLabelText('Catatan untuk pesanan'), { target: { value: 'Kirim pagi' } })
    expect(screen.getByText('Maks 100 karakter · 10/100')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    await screen.findByText('ESTIMATE DETAIL')
    expect(await screen.findByText('Pesanan DPO/JKT01/202601/00042 berhasil dibuat dari import')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Buka' })).toBeTruthy()
    const commit = calls.find((c) => c.path === '/api/orders/import/commit')
    expect(JSON.parse(String(commit?.body))).toEqual({ token: 'token-abcdefghijkl', note_user: 'Kirim pagi' })
  })

  it('keeps Import disabled without a recognised part, and names a refused commit', async () => {
    fakeFetch({
      'POST /api/orders/import/validate': ok(
        answer({ validation_token: null, summary: { ...answer().summary, unique_used: 0 } }),
      ),
    })
    renderPage()
    pick(xlsxFile())
    await screen.findByText('Ringkasan pemeriksaan')
    expect(screen.getByRole('button', { name: 'Import' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Belum siap import (pastikan ada part yang dikenali)')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(await screen.findByText(/Tarik file ke sini/)).toBeTruthy()

    fakeFetch({
      'POST /api/orders/import/validate': ok(answer()),
      'POST /api/orders/import/commit': ok(
        { code: 'IMPORT_NOTHING_KNOWN', detail: 'Tidak ada part yang dikenali untuk diimport' },
        422,
      ),
    })
    pick(xlsxFile())
    await screen.findByText('Ringkasan pemeriksaan')
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    expect(await screen.findByText('Tidak ada part yang dikenali untuk diimport')).toBeTruthy()
  })

  it('checks pasted lines through the same call and shows the server detail of a failure', async () => {
    const { calls } = fakeFetch({
      'POST /api/orders/import/validate': [
        ok({ code: 'VALIDATION_ERROR', detail: 'Teks berisi karakter yang tidak valid.' }, 400),
        ok(answer({ headers: ['part_no', 'qty', 'catatan'] })),
      ],
    })
    renderPage()
    fireEvent.click(screen.getByRole('tab', { name: /Tempel Teks/ }))
    fireEvent.click(await screen.findByRole('button', { name: 'Periksa Teks' }))
    expect(await screen.findByText('Tempel baris part terlebih dahulu.')).toBeTruthy()
    fireEvent.change(screen.getByLabelText('Tempel dari WhatsApp/Excel'), { target: { value: '1230A046 4' } })
    fireEvent.click(screen.getByRole('button', { name: 'Periksa Teks' }))
    expect(await screen.findByText('Teks berisi karakter yang tidak valid.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Periksa Teks' }))
    await screen.findByText('Ringkasan pemeriksaan')
    expect(validateCalls(calls).map((f) => f.get('text'))).toEqual(['1230A046 4', '1230A046 4'])
    // Upload Baru keeps the lines to fix them
    fireEvent.click(screen.getByRole('button', { name: 'Upload Baru' }))
    expect((screen.getByLabelText('Tempel dari WhatsApp/Excel') as HTMLTextAreaElement).value).toBe('1230A046 4')
  })

  it('shows a table with the spec columns on a wide screen, the note cut to 100 characters', async () => {
    const shim = window.matchMedia
    window.matchMedia = ((query: string) => ({ ...shim(query), matches: true })) as typeof window.matchMedia
    try {
      const long = answer()
      long.rows[0] = { ...long.rows[0], note: 'x'.repeat(150) }
      fakeFetch({ 'POST /api/orders/import/validate': ok(long) })
      renderPage()
      pick(xlsxFile())
      const table = await screen.findByTestId('import-table')
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['No.', 'part_no', 'qty', 'catatan', 'status'])
      expect(within(table).getByText(`${'x'.repeat(100)}…`)).toBeTruthy()
      expect(within(table).getAllByText('FILTER OLI')).toHaveLength(2)
      // the refused quantity is shown as the file had it, not as a dash
      const refused = within(table).getAllByTestId('import-row')[3]
      expect(within(refused).getAllByRole('cell')[2].textContent).toBe('2.5')
    } finally {
      window.matchMedia = shim
    }
  })
})
