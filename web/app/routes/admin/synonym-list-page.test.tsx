// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_CODES } from '#common/errors.ts'
import { SYNONYM_MESSAGES } from '#common/synonyms.ts'
import { bodiesOf, dialogNamed, setWide } from '#web/features/admin/test-fixtures.ts'
import { synonym, synonymPage } from '#web/features/synonyms/test-fixtures.ts'
import { closingAsks, doubleClick, renderGuarded, settle } from '#web/test-utils/guards.tsx'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { SynonymListPage } from './synonym-list-page'

// Sinonim (docs/product.md §14.2): the terms with their phrases, searched as typed with the search
// in the address, paged by 50; a term added, renamed onto one the list has ('Istilah ini sudah
// ada.' beside Istilah), deleted only after the question; one press sends one request.
configure({ asyncUtilTimeout: 5_000 })

const kampas = synonym(1, 'kampas rem', ['BRAKE PAD', 'PAD SET'])
const saringan = synonym(2, 'saringan oli', ['OIL FILTER'], { updated_by: null })
const LONG = 'remtromolbelakangkirikanan'.repeat(2).slice(0, 40)

const field = (root: HTMLElement, label: RegExp) => within(root).getByLabelText(label) as HTMLInputElement
const type = (root: HTMLElement, label: RegExp, value: string) => fireEvent.change(field(root, label), { target: { value } })
const save = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
const listCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((call) => call.method === 'GET' && call.path.startsWith('/api/admin/synonyms')).map((call) => call.path)

function AddressProbe() {
  const { search } = useLocation()
  return <output data-testid="address">{search}</output>
}

function renderPage(route = '/admin/sinonim') {
  return renderWithProviders(
    <>
      <SynonymListPage />
      <AddressProbe />
    </>,
    { route },
  )
}

async function openAdd() {
  fireEvent.click(await screen.findByRole('button', { name: 'Tambah Sinonim' }))
  return dialogNamed('Tambah Sinonim')
}

describe('Sinonim', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
    window.scrollTo = () => undefined
  })
  afterEach(() => {
    cleanup()
    notifications.clean()
    vi.unstubAllGlobals()
  })

  it('lists each term with its phrases, when and by whom it changed, and its actions', async () => {
    fakeFetch({ 'GET /api/admin/synonyms': synonymPage([kampas, saringan]) })
    renderPage()
    expect(await screen.findByRole('heading', { level: 1, name: 'Sinonim' })).toBeTruthy()
    const table = await screen.findByRole('table', { name: 'Daftar sinonim' })
    const row = within(table).getByText('kampas rem').closest('tr') as HTMLElement
    expect(within(row).getByText('BRAKE PAD')).toBeTruthy()
    expect(within(row).getByText('PAD SET')).toBeTruthy()
    expect(within(row).getByText(/ · demo\.admin$/)).toBeTruthy()
    expect(within(row).getByRole('button', { name: 'Ubah sinonim kampas rem' })).toBeTruthy()
    expect(within(row).getByRole('button', { name: 'Hapus sinonim kampas rem' })).toBeTruthy()
    // the shipped list was written by nobody
    const shipped = within(table).getByText('saringan oli').closest('tr') as HTMLElement
    expect(within(shipped).getByText(/ · Sistem$/)).toBeTruthy()
    expect(screen.getByTestId('synonym-count').textContent).toBe('2 istilah')
  })

  it('shows a card per term on a phone, a long word breaking inside it', async () => {
    setWide(false)
    fakeFetch({ 'GET /api/admin/synonyms': synonymPage([synonym(3, LONG, [LONG.toUpperCase()]), kampas]) })
    renderPage()
    const list = await screen.findByRole('list', { name: 'Daftar sinonim' })
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]).getByText(LONG).style.overflowWrap).toBe('anywhere')
    expect(within(cards[1]).getByText(/^Diubah /)).toBeTruthy()
    expect(within(cards[1]).getByRole('button', { name: 'Ubah sinonim kampas rem' })).toBeTruthy()
  })

  it('searches as typed, a moment after the last key, and keeps the search in the address', async () => {
    const { calls } = fakeFetch({ 'GET /api/admin/synonyms': synonymPage([kampas, saringan], 120) })
    renderPage('/admin/sinonim?page=2')
    await screen.findByText('kampas rem')
    expect(listCalls(calls)).toEqual(['/api/admin/synonyms?page=2'])
    const box = screen.getByRole('searchbox', { name: 'Cari sinonim' })
    fireEvent.change(box, { target: { value: 'k' } })
    fireEvent.change(box, { target: { value: 'ka' } })
    fireEvent.change(box, { target: { value: 'kampas' } })
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?q=kampas'))
    // one request for the word, from its first page
    await waitFor(() => expect(listCalls(calls)).toEqual(['/api/admin/synonyms?page=2', '/api/admin/synonyms?q=kampas']))
    // one letter searches nothing yet, and says so
    fireEvent.change(box, { target: { value: 'r' } })
    expect(await screen.findByText('Ketik minimal 2 karakter untuk mencari.')).toBeTruthy()
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?q=r'))
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/admin/synonyms'))
  })

  it('opens on the search and page of its address, and pages by 50', async () => {
    const { calls } = fakeFetch({ 'GET /api/admin/synonyms': synonymPage([kampas], 120) })
    renderPage('/admin/sinonim?q=rem')
    expect(((await screen.findByRole('searchbox', { name: 'Cari sinonim' })) as HTMLInputElement).value).toBe('rem')
    expect(await screen.findByText('120 istilah · Halaman 1 dari 3')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Halaman 3' }))
    await waitFor(() => expect(screen.getByTestId('address').textContent).toBe('?q=rem&page=3'))
    await waitFor(() => expect(listCalls(calls).at(-1)).toBe('/api/admin/synonyms?q=rem&page=3'))
  })

  it('says when nothing matches the search', async () => {
    fakeFetch({ 'GET /api/admin/synonyms': synonymPage([]) })
    renderPage('/admin/sinonim?q=xyz')
    expect(await screen.findByText('Tidak ada sinonim yang cocok.')).toBeTruthy()
  })

  it("adds a term: the rules' sentences before sending, the phrases split at ';' and posted as kept", async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/synonyms': synonymPage([saringan]),
      'POST /api/admin/synonyms': { status: 201, body: kampas },
    })
    renderPage()
    const dialog = await openAdd()
    save(dialog)
    expect(within(dialog).getByText(SYNONYM_MESSAGES.term)).toBeTruthy()
    expect(within(dialog).getByText(SYNONYM_MESSAGES.synonyms)).toBeTruthy()
    type(dialog, /^Istilah/, 'kampas rem depan belakang kiri')
    type(dialog, /^Sinonim/, 'brake pad; ;')
    save(dialog)
    expect(within(dialog).getByText(SYNONYM_MESSAGES.term)).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/synonyms')).toHaveLength(0)

    type(dialog, /^Istilah/, '  Kampas  Rem ')
    // a line break separates phrases as ';' does
    type(dialog, /^Sinonim/, 'brake pad;\npad-set; Brake Pad;')
    expect(field(dialog, /^Sinonim/).value).toBe('brake pad;; pad-set; Brake Pad;')
    expect(within(within(dialog).getByTestId('kept-phrases')).getAllByText(/^(BRAKE PAD|PAD SET)$/)).toHaveLength(2)
    expect(within(dialog).queryByText(SYNONYM_MESSAGES.term)).toBeNull()
    save(dialog)
    expect(await screen.findByText('Sinonim "kampas rem" ditambahkan')).toBeTruthy()
    // the toast's × is named, as every button is
    expect(screen.getByRole('button', { name: 'Tutup notifikasi' })).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/synonyms')).toEqual([{ term: 'kampas rem', synonyms: ['BRAKE PAD', 'PAD SET'] }])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(listCalls(calls).length).toBeGreaterThan(1)
  })

  it("renames a term onto one the list has: 'Istilah ini sudah ada.' beside Istilah, the form kept", async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/synonyms': synonymPage([kampas, saringan]),
      'PATCH /api/admin/synonyms/1': {
        status: 409,
        body: { code: ERROR_CODES.SYNONYM_TERM_TAKEN, detail: SYNONYM_MESSAGES.duplicate },
      },
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah sinonim kampas rem' }))
    const dialog = await dialogNamed('Ubah Sinonim "kampas rem"')
    expect(field(dialog, /^Istilah/).value).toBe('kampas rem')
    expect(field(dialog, /^Sinonim/).value).toBe('BRAKE PAD; PAD SET')
    // nothing changed yet, nor by a change that means the same: nothing to save
    const simpan = within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement
    expect(simpan.disabled).toBe(true)
    type(dialog, /^Istilah/, 'Kampas Rem')
    expect(simpan.disabled).toBe(true)
    type(dialog, /^Istilah/, 'saringan oli')
    save(dialog)
    expect(await within(dialog).findByText(SYNONYM_MESSAGES.duplicate)).toBeTruthy()
    expect(field(dialog, /^Istilah/).getAttribute('aria-invalid')).toBe('true')
    expect(simpan.disabled).toBe(true)
    expect(bodiesOf(calls, 'PATCH', '/api/admin/synonyms/1')).toEqual([
      { term: 'saringan oli', synonyms: ['BRAKE PAD', 'PAD SET'] },
    ])
    // another name clears the server's sentence
    type(dialog, /^Istilah/, 'kampas rem cakram')
    expect(within(dialog).queryByText(SYNONYM_MESSAGES.duplicate)).toBeNull()
    expect(simpan.disabled).toBe(false)
  })

  it("shows the server's refusal of the phrases beside Sinonim", async () => {
    fakeFetch({
      'GET /api/admin/synonyms': synonymPage([kampas]),
      'POST /api/admin/synonyms': {
        status: 422,
        body: { code: ERROR_CODES.FIELD_INVALID, detail: SYNONYM_MESSAGES.synonyms, field: 'synonyms' },
      },
    })
    renderPage()
    const dialog = await openAdd()
    type(dialog, /^Istilah/, 'busi')
    type(dialog, /^Sinonim/, 'SPARK PLUG')
    save(dialog)
    expect(await within(dialog).findByText(SYNONYM_MESSAGES.synonyms)).toBeTruthy()
    expect(field(dialog, /^Sinonim/).getAttribute('aria-invalid')).toBe('true')
  })

  it('deletes a term only after the question', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/synonyms': synonymPage([kampas, saringan]),
      'DELETE /api/admin/synonyms/1': { status: 204 },
    })
    renderPage()
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus sinonim kampas rem' }))
    let dialog = await dialogNamed('Hapus sinonim "kampas rem"?')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(0)

    fireEvent.click(screen.getByRole('button', { name: 'Hapus sinonim kampas rem' }))
    dialog = await dialogNamed('Hapus sinonim "kampas rem"?')
    expect(within(dialog).getByText('BRAKE PAD')).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, hapus' }))
    expect(await screen.findByText('Sinonim "kampas rem" dihapus')).toBeTruthy()
    expect(calls.filter((call) => call.method === 'DELETE').map((call) => call.path)).toEqual(['/api/admin/synonyms/1'])
  })

  it('says a failed load with a retry', async () => {
    fakeFetch({ 'GET /api/admin/synonyms': { status: 500, body: { code: 'INTERNAL_ERROR', detail: 'x' } } })
    renderPage()
    expect(await screen.findByText('Gagal mengambil sinonim')).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Coba lagi' })).toBeTruthy()
  })
})

describe('Sinonim, pressed twice or closed with typed data', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('adds one term on a double click', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/synonyms': synonymPage([saringan]),
      'POST /api/admin/synonyms': [
        { status: 201, body: kampas },
        { status: 409, body: { code: ERROR_CODES.SYNONYM_TERM_TAKEN, detail: SYNONYM_MESSAGES.duplicate } },
      ],
    })
    renderGuarded(<SynonymListPage />, '/admin/sinonim')
    const dialog = await openAdd()
    type(dialog, /^Istilah/, 'kampas rem')
    type(dialog, /^Sinonim/, 'BRAKE PAD')
    doubleClick(within(dialog).getByRole('button', { name: 'Simpan' }))
    await waitFor(() => expect(bodiesOf(calls, 'POST', '/api/admin/synonyms').length).toBeGreaterThan(0))
    await settle()
    expect(bodiesOf(calls, 'POST', '/api/admin/synonyms')).toHaveLength(1)
    expect(await screen.findByText('Sinonim "kampas rem" ditambahkan')).toBeTruthy()
    expect(screen.queryByText(SYNONYM_MESSAGES.duplicate)).toBeNull()
  })

  it('deletes once on a double click of the answer', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/synonyms': synonymPage([kampas]),
      'DELETE /api/admin/synonyms/1': [
        { status: 204 },
        { status: 404, body: { code: 'NOT_FOUND', detail: 'Sinonim tidak ditemukan.' } },
      ],
    })
    renderGuarded(<SynonymListPage />, '/admin/sinonim')
    fireEvent.click(await screen.findByRole('button', { name: 'Hapus sinonim kampas rem' }))
    doubleClick(within(await dialogNamed('Hapus sinonim "kampas rem"?')).getByRole('button', { name: 'Ya, hapus' }))
    await waitFor(() => expect(calls.filter((call) => call.method === 'DELETE').length).toBeGreaterThan(0))
    await settle()
    expect(calls.filter((call) => call.method === 'DELETE')).toHaveLength(1)
    expect(await screen.findByText('Sinonim "kampas rem" dihapus')).toBeTruthy()
    expect(screen.queryByText('Sinonim tidak ditemukan.')).toBeNull()
  })

  it('asks before closing a typed form, not an untouched one', async () => {
    fakeFetch({ 'GET /api/admin/synonyms': synonymPage([kampas]) })
    renderGuarded(<SynonymListPage />, '/admin/sinonim')
    let dialog = await openAdd()
    expect(closingAsks()).toBe(false)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())

    dialog = await openAdd()
    type(dialog, /^Sinonim/, 'BRAKE PAD')
    expect(closingAsks()).toBe(true)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
    const question = await screen.findByRole('dialog', { name: 'Tutup formulir?' })
    fireEvent.click(within(question).getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Tutup formulir?' })).toBeNull())
    expect(field(dialog, /^Sinonim/).value).toBe('BRAKE PAD')
  })
})
