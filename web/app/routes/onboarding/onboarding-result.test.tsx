// @vitest-environment jsdom
import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import {
  COMMIT,
  callsTo,
  committed,
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

async function checkedFile() {
  renderOnboarding()
  pick(xlsxFile())
  await screen.findByText('Ringkasan pemeriksaan')
}

/** What the page handed to the browser as downloads: name and bytes. */
function recordDownloads() {
  const downloads: { name: string; href: string }[] = []
  const blobs = new Map<string, Blob>()
  URL.createObjectURL = vi.fn((blob: Blob) => {
    const href = `blob:${blobs.size}`
    blobs.set(href, blob)
    return href
  })
  URL.revokeObjectURL = vi.fn()
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    downloads.push({ name: this.download, href: this.getAttribute('href') ?? '' })
  })
  return { downloads, blobs }
}

describe('Impor Pelanggan: saving and the one-time passwords', () => {
  setUpFileScreenTests()

  it('saves once on a double click, then shows the counts, the passwords with the warning, renamed stores and skipped rows', async () => {
    const { calls } = fakeFetch({ [VALIDATE]: ok(validated()), [COMMIT]: ok(committed()) })
    await checkedFile()
    const save = screen.getByRole('button', { name: 'Simpan' })
    fireEvent.click(save)
    fireEvent.click(save)
    expect(await screen.findByText('Pelanggan berhasil disimpan')).toBeTruthy()
    expect(callsTo(calls, COMMIT)).toHaveLength(1)
    expect(JSON.parse(String(callsTo(calls, COMMIT)[0].body))).toEqual({ token: 'token-onboarding-0001' })

    const warning = screen.getByRole('alert')
    expect(warning.textContent).toMatch(/^Kata sandi ini hanya ditampilkan sekali/)
    expect(warning.textContent).toMatch(/serahkan kepada masing-masing pemilik akun/)
    expect(warning.textContent).toMatch(/wajib membuat kata sandinya sendiri/)
    const passwords = screen.getAllByTestId('password-row')
    expect(passwords).toHaveLength(1)
    for (const text of ['pembeli2', 'Xk7pQ2mN9rTa']) expect(within(passwords[0]).getByText(text)).toBeTruthy()
    expect(within(passwords[0]).getByText('Pembeli 2 · C0002')).toBeTruthy()
    const changed = screen.getByTestId('changed-store')
    expect(changed.textContent).toBe('C0005: TOKO LAMA → TOKO 5')
    const skipped = screen.getByTestId('skipped-row')
    expect(skipped.textContent).toContain('Username sudah dipakai; No. HP tidak valid')
    expect(within(screen.getByTestId('count-users_new')).getByTestId('count-value').textContent).toBe('1')
  })

  it('shows the passwords as a table of username, name, store code and password on a wide screen', async () => {
    const base = window.matchMedia
    window.matchMedia = ((query: string) => ({
      ...base(query),
      matches: query.includes('min-width'),
    })) as typeof window.matchMedia
    try {
      fakeFetch({ [VALIDATE]: ok(validated()), [COMMIT]: ok(committed()) })
      await checkedFile()
      fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
      const table = await screen.findByTestId('password-table')
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((th) => th.textContent),
      ).toEqual(['Username', 'Nama', 'Kode Toko', 'Kata Sandi'])
      expect(
        within(table)
          .getAllByRole('cell')
          .map((td) => td.textContent),
      ).toEqual(['pembeli2', 'Pembeli 2', 'C0002', 'Xk7pQ2mN9rTa'])
    } finally {
      window.matchMedia = base
    }
  })

  it('downloads the sheet of the answer under its name, byte for byte', async () => {
    const { downloads, blobs } = recordDownloads()
    const { calls } = fakeFetch({ [VALIDATE]: ok(validated()), [COMMIT]: ok(committed()) })
    await checkedFile()
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Unduh kata sandi awal (.xlsx)' }))
    expect(downloads).toEqual([{ name: 'kata-sandi-awal-JKT01.xlsx', href: 'blob:0' }])
    const blob = blobs.get('blob:0') as Blob
    expect(Buffer.from(await blob.arrayBuffer()).toString()).toBe('PK\u0003\u0004lembar')
    expect(screen.getByText('File kata sandi awal sudah diunduh.')).toBeTruthy()
    // the sheet is made in the browser: no further call could fetch the passwords again
    expect(calls).toHaveLength(2)
  })

  it('asks before leaving while the passwords are not downloaded, and not after', async () => {
    recordDownloads()
    fakeFetch({ [VALIDATE]: ok(validated()), [COMMIT]: ok(committed()) })
    await checkedFile()
    // before a save nothing is at stake
    expect(dispatchBeforeUnload()).toBe(false)
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    await screen.findByText('Pelanggan berhasil disimpan')
    expect(dispatchBeforeUnload()).toBe(true)

    fireEvent.click(screen.getByRole('link', { name: 'Ke Manajemen User' }))
    expect(await screen.findByText(/Kata sandi awal belum diunduh\. Jika halaman ini ditinggalkan/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByText(/Kata sandi awal belum diunduh/)).toBeNull())
    expect(screen.getByText('Xk7pQ2mN9rTa')).toBeTruthy()

    fireEvent.click(screen.getByRole('button', { name: 'Impor file lain' }))
    expect(await screen.findByText(/Kata sandi awal belum diunduh/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByText(/Kata sandi awal belum diunduh/)).toBeNull())

    fireEvent.click(screen.getByRole('button', { name: 'Unduh kata sandi awal (.xlsx)' }))
    expect(dispatchBeforeUnload()).toBe(false)
    fireEvent.click(screen.getByRole('link', { name: 'Ke Manajemen User' }))
    expect(await screen.findByText('HUB')).toBeTruthy()
  })

  it('asks before leaving while the save is out: its answer is the only copy of the passwords', async () => {
    const { calls, fetchMock } = fakeFetch({ [VALIDATE]: ok(validated()) })
    await checkedFile()
    let answer: (response: Response) => void = () => undefined
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)))
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText(/Jangan tutup halaman ini sampai kata sandi awal tampil/)).toBeTruthy()
    expect(dispatchBeforeUnload()).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: 'Ke Manajemen User' }))
    expect(await screen.findByText(/Data sedang disimpan\. Jika halaman ini ditinggalkan sekarang/)).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Tetap di sini' }))
    answer(new Response(JSON.stringify(committed()), { status: 201, headers: { 'Content-Type': 'application/json' } }))
    expect(await screen.findByText('Xk7pQ2mN9rTa')).toBeTruthy()
    // the validate call, then the one commit (answered by hand, so not in `calls`)
    expect(fetchMock).toHaveBeenCalledTimes(2)
    expect(calls).toHaveLength(1)
  })

  it('leaves through the question when staff confirm it', async () => {
    fakeFetch({ [VALIDATE]: ok(validated()), [COMMIT]: ok(committed()) })
    await checkedFile()
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    await screen.findByText('Pelanggan berhasil disimpan')
    fireEvent.click(screen.getByRole('link', { name: 'Ke Manajemen User' }))
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, tinggalkan' }))
    expect(await screen.findByText('HUB')).toBeTruthy()
  })

  it('says why a save failed; a spent token is not sent again until the file is checked anew', async () => {
    const { calls } = fakeFetch({
      [VALIDATE]: [ok(validated()), ok(validated({ token: 'token-onboarding-0002' }))],
      [COMMIT]: [
        { status: 503, body: { code: 'SERVICE_UNAVAILABLE', detail: 'Database tidak tersedia' } },
        refused(410, 'ONBOARDING_TOKEN_EXPIRED', 'Hasil pemeriksaan sudah kedaluwarsa. Periksa file lagi.'),
        ok(committed({ passwords: [], changed_stores: [], skipped: [] })),
      ],
    })
    await checkedFile()
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText('Gagal menyimpan.')).toBeTruthy()
    // a failure of the server: the same check may be saved again
    await waitFor(() => expect(screen.getByRole('button', { name: 'Simpan' }).hasAttribute('disabled')).toBe(false))
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText('Hasil pemeriksaan sudah kedaluwarsa. Periksa file lagi.')).toBeTruthy()
    await waitFor(() => expect(screen.getByText(/Periksa file lagi sebelum menyimpan/)).toBeTruthy())
    expect(screen.getByRole('button', { name: 'Simpan' }).hasAttribute('disabled')).toBe(true)
    expect(callsTo(calls, COMMIT)).toHaveLength(2)

    fireEvent.click(screen.getByRole('button', { name: 'Upload Baru' }))
    fireEvent.click(screen.getByRole('button', { name: 'Periksa File' }))
    await screen.findByText('Ringkasan pemeriksaan')
    expect(screen.queryByRole('alert')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText('Pelanggan berhasil disimpan')).toBeTruthy()
    expect(screen.getByText('Tidak ada akun baru, jadi tidak ada kata sandi awal.')).toBeTruthy()
    expect(JSON.parse(String(callsTo(calls, COMMIT)[2].body))).toEqual({ token: 'token-onboarding-0002' })
    // nothing to hand out: nothing to ask about
    expect(dispatchBeforeUnload()).toBe(false)
  })

  it('says where the passwords are when the file was saved already', async () => {
    fakeFetch({
      [VALIDATE]: ok(validated({ rows: [okRow(2)] })),
      [COMMIT]: refused(409, 'ONBOARDING_ALREADY_COMMITTED', 'Sudah disimpan.'),
    })
    await checkedFile()
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText(/Kata sandi awal hanya ditampilkan sekali; .*Reset Password di List User\./)).toBeTruthy()
  })
})

/** Whether the page asks the browser to confirm closing the tab. */
function dispatchBeforeUnload(): boolean {
  const event = new Event('beforeunload', { cancelable: true })
  window.dispatchEvent(event)
  return event.defaultPrevented
}
