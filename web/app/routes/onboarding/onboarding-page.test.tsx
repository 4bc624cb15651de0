// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import {
  COMMIT,
  callsTo,
  errorRow,
  expectTemplateAndFileAsked,
  fourRows,
  ok,
  okRow,
  pick,
  refused,
  setUpFileScreenTests,
  VALIDATE,
  validated,
  xlsxFile,
} from '#web/features/onboarding/test-fixtures.tsx'
import { fakeFetch } from '#web/test-utils/render.tsx'
import { renderOnboarding } from './render-onboarding'

const validateForms = (calls: Parameters<typeof callsTo>[0]) => callsTo(calls, VALIDATE).map((c) => c.body as FormData)
const rowsShown = () => screen.getAllByTestId('onboarding-row')
const count = (key: string) => within(screen.getByTestId(`count-${key}`)).getByTestId('count-value').textContent

function setWide(wide: boolean) {
  const base = window.matchMedia
  window.matchMedia = ((query: string) => ({
    ...base(query),
    matches: wide && query.includes('min-width'),
  })) as typeof window.matchMedia
  return () => {
    window.matchMedia = base
  }
}

describe('Impor Pelanggan: upload and preview', () => {
  setUpFileScreenTests()

  it('states the limits, links the template, and refuses what cannot succeed before sending it', async () => {
    const { calls } = fakeFetch({})
    renderOnboarding()
    expect(screen.getByTestId('onboarding-limits').textContent).toBe('Format .xlsx atau .csv, maks 10 MB dan 50.000 baris.')
    await expectTemplateAndFileAsked('/DPO_Pelanggan_Template.xlsx')
    pick(xlsxFile('foto.jpg'))
    expect(await screen.findByText('Format file tidak didukung. Gunakan .csv atau .xlsx.')).toBeTruthy()
    pick(xlsxFile('lama.xls'))
    expect(await screen.findByText('Format .xls tidak didukung. Simpan sebagai .xlsx atau .csv.')).toBeTruthy()
    pick(xlsxFile('besar.xlsx', 10 * 1024 * 1024 + 1))
    expect(await screen.findByText('Ukuran file melebihi 10 MB')).toBeTruthy()
    expect(calls).toEqual([])
  })

  it('previews every row with its status and reason, counts, and filters the error rows', async () => {
    const { calls } = fakeFetch({ [VALIDATE]: ok(validated()) })
    renderOnboarding()
    pick(xlsxFile())
    expect(await screen.findByText('Ringkasan pemeriksaan')).toBeTruthy()
    expect((validateForms(calls)[0].get('file') as File).name).toBe('pelanggan.xlsx')
    expect(validateForms(calls)[0].has('mapping')).toBe(false)
    expect([count('rows'), count('valid'), count('errors'), count('stores_changed'), count('users_existing')]).toEqual([
      '4',
      '3',
      '1',
      '1',
      '1',
    ])
    expect(rowsShown()).toHaveLength(4)
    const [fresh, storeOnly, bad, changed] = rowsShown()
    expect(within(fresh).getByText('Toko baru')).toBeTruthy()
    expect(within(fresh).getByText('User baru')).toBeTruthy()
    expect(within(storeOnly).getByText('Toko sudah ada')).toBeTruthy()
    expect(within(storeOnly).getByText('Tanpa user')).toBeTruthy()
    expect(within(bad).getByText('Error')).toBeTruthy()
    expect(within(bad).getByText('Username sudah dipakai; No. HP tidak valid')).toBeTruthy()
    expect(within(changed).getByText('Toko diubah')).toBeTruthy()
    expect(within(changed).getByText('User sudah ada')).toBeTruthy()
    expect(screen.getByTestId('save-hint').textContent).toBe('3 baris siap disimpan; 1 baris error dilewati.')

    fireEvent.click(screen.getByLabelText('Baris Error'))
    expect(rowsShown()).toHaveLength(1)
    expect(screen.getByTestId('row-count').textContent).toBe('1 dari 4 baris')
    expect(within(rowsShown()[0]).getByText('No. 4 · JKT01')).toBeTruthy()
  })

  it('asks to map an unrecognised header, and checks again 400 ms after the last change with every column', async () => {
    const { calls } = fakeFetch({ [VALIDATE]: ok(validated()) })
    renderOnboarding()
    pick(xlsxFile())
    expect(await screen.findByText(/Judul kolom tidak dikenali otomatis/)).toBeTruthy()
    const username = screen.getByLabelText('Username') as HTMLSelectElement
    expect(username.value).toBe('4')
    expect([...username.options].map((o) => o.textContent).slice(0, 3)).toEqual(['-- tidak ada --', 'A: Cabang', 'B: Kode'])
    expect((screen.getByLabelText('Email') as HTMLSelectElement).value).toBe('-1')

    fireEvent.change(screen.getByLabelText('No. HP'), { target: { value: '7' } })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '8' } })
    expect(screen.getByText('Memeriksa file…')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Simpan' }).hasAttribute('disabled')).toBe(true)
    expect(validateForms(calls)).toHaveLength(1)
    await waitFor(() => expect(validateForms(calls)).toHaveLength(2), { timeout: 2000 })
    const sent = validateForms(calls)[1]
    expect([...sent.keys()]).toEqual(['mapping', 'file'])
    expect(JSON.parse(String(sent.get('mapping')))).toEqual({
      branch_code: 0,
      ibs_cust_code: 1,
      store_name: 2,
      store_description: -1,
      username: 4,
      first_name: 5,
      last_name: -1,
      mobile: 7,
      email: 8,
      price_group: -1,
      npwp: -1,
      address: -1,
    })
    await waitFor(() => expect(screen.queryByText('Memeriksa file…')).toBeNull())
    // a mapping chosen by hand: no longer asked for
    expect(screen.queryByText(/Judul kolom tidak dikenali otomatis/)).toBeNull()
  })

  it('folds the mapping when the header was recognised, and opens it on demand', async () => {
    fakeFetch({ [VALIDATE]: ok(validated({ header_found: true })) })
    renderOnboarding()
    pick(xlsxFile())
    await screen.findByText('Kolom file dikenali otomatis.')
    const toggle = screen.getByRole('button', { name: 'Ubah' })
    expect(toggle.getAttribute('aria-expanded')).toBe('false')
    expect(screen.queryByText(/Judul kolom tidak dikenali/)).toBeNull()
    expect(screen.getByLabelText('Username').closest('[hidden]')).not.toBeNull()
    fireEvent.click(toggle)
    expect(screen.getByRole('button', { name: 'Tutup' }).getAttribute('aria-expanded')).toBe('true')
    expect(screen.getByLabelText('Username').closest('[hidden]')).toBeNull()
  })

  it('shows 20,000 rows 100 at a time; the filter and the count run over all of them', async () => {
    const rows = Array.from({ length: 20_000 }, (_, i) =>
      i % 1000 === 999 ? errorRow(i + 2, `Kode IBS tidak valid (baris ${i + 2})`) : okRow(i + 2),
    )
    fakeFetch({ [VALIDATE]: ok(validated({ rows })) })
    renderOnboarding()
    pick(xlsxFile())
    await screen.findByText('Ringkasan pemeriksaan')
    expect(rowsShown()).toHaveLength(100)
    expect(screen.getByTestId('row-count').textContent).toBe('20.000 dari 20.000 baris')
    expect(screen.getAllByText('Halaman 1 dari 200')).toHaveLength(2)
    fireEvent.click(screen.getAllByRole('button', { name: 'Halaman 200' })[0])
    expect(within(rowsShown()[99]).getByText('No. 20001 · JKT01')).toBeTruthy()

    fireEvent.click(screen.getByLabelText('Baris Error'))
    expect(screen.getByTestId('row-count').textContent).toBe('20 dari 20.000 baris')
    expect(rowsShown()).toHaveLength(20)
    expect(screen.queryByText(/Halaman 1 dari/)).toBeNull()
    expect(screen.getByText('Kode IBS tidak valid (baris 20001)')).toBeTruthy()
  })

  it('shows a table on a wide screen', async () => {
    const restore = setWide(true)
    try {
      fakeFetch({ [VALIDATE]: ok(validated()) })
      renderOnboarding()
      pick(xlsxFile())
      const table = await screen.findByTestId('onboarding-table')
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['No.', 'Cabang', 'Toko', 'User', 'Kontak', 'Status'])
      expect(within(table).getAllByTestId('onboarding-row')).toHaveLength(4)
      expect(within(table).getByText('Username sudah dipakai; No. HP tidak valid')).toBeTruthy()
    } finally {
      restore()
    }
  })

  it("shows each row's Grup Harga, NPWP and Alamat, and a refused one as the file wrote it, on a desk and a phone", async () => {
    const rows = [
      okRow(2, { price_group: 'BENGKEL-A', npwp: '012345678901000', address: 'Jl. Raya Bogor 12' }),
      errorRow(3, 'NPWP harus 15 atau 16 angka', { npwp: '01.234.567' }),
      okRow(4),
      errorRow(5, 'Alamat maks 100 karakter, tanpa < atau >', { address: 'Jl. <Raya>' }),
    ]
    for (const wide of [true, false]) {
      const restore = setWide(wide)
      try {
        fakeFetch({ [VALIDATE]: ok(validated({ rows })) })
        const { unmount } = renderOnboarding()
        pick(xlsxFile())
        await screen.findByText('Ringkasan pemeriksaan')
        const [grouped, bad, plain, badAddress] = rowsShown()
        expect(
          within(grouped).getByText('Grup Harga BENGKEL-A · NPWP 01.234.567.8-901.000 · Alamat Jl. Raya Bogor 12'),
        ).toBeTruthy()
        expect(within(bad).getByText('NPWP 01.234.567')).toBeTruthy()
        expect(within(bad).getByText('NPWP harus 15 atau 16 angka')).toBeTruthy()
        expect(within(plain).queryByText(/Grup Harga|NPWP|Alamat/)).toBeNull()
        expect(within(badAddress).getByText('Alamat Jl. <Raya>')).toBeTruthy()
        expect(within(badAddress).getByText('Alamat maks 100 karakter, tanpa < atau >')).toBeTruthy()
        unmount()
      } finally {
        restore()
      }
    }
  })

  it('says in Indonesian why a file was refused, or why nothing can be saved', async () => {
    const { calls } = fakeFetch({
      [VALIDATE]: [
        refused(415, 'IMPORT_CONTENT_MISMATCH', 'Isi file tidak sesuai dengan ekstensinya.'),
        refused(500, 'INTERNAL_ERROR', 'Internal'),
        ok(
          validated({
            token: null,
            counts: { ...validated().counts, valid: 0, errors: 4 },
            rows: fourRows.map((r) => ({ ...r, ok: false })),
          }),
        ),
      ],
    })
    renderOnboarding()
    pick(xlsxFile())
    expect(await screen.findByText('Isi file tidak sesuai dengan ekstensinya.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Periksa File' }))
    expect(await screen.findByText('Gagal memeriksa file.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Periksa File' }))
    await screen.findByText('Ringkasan pemeriksaan')
    expect(screen.queryByRole('alert')).toBeNull()
    expect(screen.getByRole('button', { name: 'Simpan' }).hasAttribute('disabled')).toBe(true)
    expect(screen.getByText('Belum ada baris yang bisa disimpan. Perbaiki file lalu unggah lagi.')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(callsTo(calls, COMMIT)).toHaveLength(0)
    expect(validateForms(calls)).toHaveLength(3)
  })

  it('Upload Baru keeps the file and a mapping chosen by hand; Reset forgets both', async () => {
    const { calls } = fakeFetch({ [VALIDATE]: ok(validated()) })
    renderOnboarding()
    pick(xlsxFile())
    await screen.findByText('Ringkasan pemeriksaan')
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: '8' } })
    await waitFor(() => expect(validateForms(calls)).toHaveLength(2), { timeout: 2000 })
    await waitFor(() => expect(screen.queryByText('Memeriksa file…')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Upload Baru' }))
    expect(screen.getByText(/Map kolom manual dari file sebelumnya dipakai lagi/)).toBeTruthy()
    pick(xlsxFile('ekspor-baru.csv'))
    await screen.findByText('Ringkasan pemeriksaan')
    expect(JSON.parse(String(validateForms(calls)[2].get('mapping'))).email).toBe(8)
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }))
    expect(screen.queryByText(/Map kolom manual dari file sebelumnya/)).toBeNull()
    pick(xlsxFile())
    await screen.findByText('Ringkasan pemeriksaan')
    expect(validateForms(calls)[3].has('mapping')).toBe(false)
  })

  it('sends head office files to the admin calls', async () => {
    const { calls } = fakeFetch({ 'POST /api/admin/onboarding/validate': ok(validated()) })
    renderOnboarding('admin')
    expect(screen.getByText(/Kantor pusat: setiap baris menyebut cabangnya/)).toBeTruthy()
    pick(xlsxFile())
    await screen.findByText('Ringkasan pemeriksaan')
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST /api/admin/onboarding/validate'])
  })
})
