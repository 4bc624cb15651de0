// @vitest-environment jsdom
// 'Import' answers once per press (product.md §2.12): a double click makes one order and one toast,
// and the screen goes to the new estimate even when a press meets a file already made into one.
import { fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { describe, expect, it } from 'vitest'
import type { ImportValidateResponse } from '#common/imports.ts'
import { fileNamed, pick, setUpFileScreenTests } from '#web/components/file-import/file-screen-test-render.tsx'
import { type FakeAnswer, fakeFetch, renderWithProviders } from '#web/test-utils/render.tsx'
import { ImportOrderPage } from './import-order-page'

const checked: ImportValidateResponse = {
  headers: ['part_no', 'qty', 'catatan'],
  header_found: true,
  mapping: { part: 0, qty: 1, note: 2 },
  rows: [{ no: 2, part_no: '1230A046', part_no_norm: '1230A046', qty: 2, qty_text: '2', note: '', status: 'used', reason: null }],
  aggregate: [{ part_no_norm: '1230A046', name: 'FILTER OLI', qty: 2, note: '', unknown: false }],
  summary: {
    file: 'pesanan.xlsx',
    unique_used: 1,
    total_rows: 1,
    count: { used: 1, aggregated: 0, ignored: 0, invalid: 0, unknown: 0 },
    warnings: [],
  },
  validation_token: 'token-abcdefghijkl',
}
const made: FakeAnswer = { status: 201, body: { order_id: 42, no_transaksi: 'DPO/JKT01/202601/00042' } }
const alreadyMade: FakeAnswer = {
  status: 409,
  body: { code: 'IMPORT_ALREADY_COMMITTED', detail: 'Import ini sudah dibuat menjadi pesanan.', order_id: 42 },
}
const DONE = 'Pesanan DPO/JKT01/202601/00042 berhasil dibuat dari import'

function renderChecked(commit: FakeAnswer[]) {
  const fake = fakeFetch({
    'POST /api/orders/import/validate': { status: 200, body: checked },
    'POST /api/orders/import/commit': commit,
  })
  renderWithProviders(
    <Routes>
      <Route path="/user/pesanan/import" element={<ImportOrderPage />} />
      <Route path="/user/pesanan/estimasi/:id" element={<p>ESTIMATE DETAIL</p>} />
    </Routes>,
    { route: '/user/pesanan/import' },
  )
  pick(fileNamed('pesanan.xlsx', 10))
  return fake
}

const commits = (calls: { path: string }[]) => calls.filter((c) => c.path === '/api/orders/import/commit')

describe("the import's commit", () => {
  setUpFileScreenTests()

  it('makes one order on a double click, says so once and opens it', async () => {
    const { calls } = renderChecked([made, alreadyMade])
    await screen.findByText('Ringkasan pemeriksaan')
    const button = screen.getByRole('button', { name: 'Import' })
    fireEvent.click(button)
    fireEvent.click(button)
    await screen.findByText('ESTIMATE DETAIL')
    expect(await screen.findByText(DONE)).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(commits(calls)).toHaveLength(1)
    expect(screen.getAllByText(DONE)).toHaveLength(1)
    expect(screen.queryByText(/Gagal|sudah dibuat menjadi pesanan/)).toBeNull()
  })

  it('goes to the order a press finds already made from this file', async () => {
    renderChecked([alreadyMade])
    await screen.findByText('Ringkasan pemeriksaan')
    fireEvent.click(screen.getByRole('button', { name: 'Import' }))
    await waitFor(() => expect(screen.getByText('ESTIMATE DETAIL')).toBeTruthy())
    expect(await screen.findByText('Import ini sudah dibuat menjadi pesanan.')).toBeTruthy()
  })
})
