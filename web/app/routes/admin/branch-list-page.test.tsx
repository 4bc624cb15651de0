// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { BRANCH_TEXT } from '#common/admin.ts'
import { ERROR_CODES } from '#common/errors.ts'
import { bodiesOf, branch, branchList, dialogNamed, setWide } from '#web/features/admin/test-fixtures.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { BranchListPage } from './branch-list-page'

const jkt = branch(1, 'JKT01', { name: 'Dipo Jakarta', staff_count: 3, store_count: 12 })
const bdg = branch(2, 'BDG01', { name: 'Dipo Bandung', active: false, address: '', phone: '' })
const field = (root: HTMLElement, label: string | RegExp) => within(root).getByLabelText(label) as HTMLInputElement
const type = (root: HTMLElement, label: string | RegExp, value: string) =>
  fireEvent.change(field(root, label), { target: { value } })

describe('Cabang', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    notifications.clean()
    vi.unstubAllGlobals()
  })

  it('lists every branch with its counts and its state in words', async () => {
    fakeFetch({ 'GET /api/admin/branches': branchList(jkt, bdg) })
    renderWithProviders(<BranchListPage />)
    const table = await screen.findByRole('table', { name: 'Daftar cabang' })
    const jktRow = (await within(table).findByText('JKT01')).closest('tr') as HTMLElement
    expect(within(jktRow).getByText('Dipo Jakarta')).toBeTruthy()
    expect(within(jktRow).getByText('12')).toBeTruthy()
    expect(within(jktRow).getByText('Aktif')).toBeTruthy()
    expect(within(jktRow).getByRole('button', { name: 'Nonaktifkan JKT01' })).toBeTruthy()
    const bdgRow = within(table).getByText('BDG01').closest('tr') as HTMLElement
    expect(within(bdgRow).getByText('Nonaktif')).toBeTruthy()
    expect(within(bdgRow).getAllByText('–')).toHaveLength(2)
    expect(within(bdgRow).getByRole('button', { name: 'Aktifkan kembali BDG01' })).toBeTruthy()
  })

  it('creates a branch: the code uppercased, every rule said before sending, the exact body posted', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt),
      'POST /api/admin/branches': { status: 201, body: branch(3, 'SBY01') },
    })
    renderWithProviders(<BranchListPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Cabang' }))
    const dialog = await dialogNamed('Tambah Cabang')
    type(dialog, /^Kode Cabang/, 'sby 01')
    expect(field(dialog, /^Kode Cabang/).value).toBe('SBY01')
    type(dialog, /^Telepon/, '031 ext')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(within(dialog).getByText(BRANCH_TEXT.name)).toBeTruthy()
    expect(within(dialog).getByText(BRANCH_TEXT.phone)).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/branches')).toHaveLength(0)

    type(dialog, /^Nama Cabang/, '  Dipo Surabaya ')
    type(dialog, /^Alamat/, 'Jl. Rungkut Industri 12, Surabaya')
    type(dialog, /^Telepon/, '(031) 555-0101')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText('Cabang SBY01 berhasil dibuat')).toBeTruthy()
    expect(bodiesOf(calls, 'POST', '/api/admin/branches')).toEqual([
      { code: 'SBY01', name: 'Dipo Surabaya', address: 'Jl. Rungkut Industri 12, Surabaya', phone: '(031) 555-0101' },
    ])
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    // the list is asked again
    expect(calls.filter((call) => call.method === 'GET').length).toBeGreaterThan(1)
  })

  it('shows a taken code on its field and keeps the form', async () => {
    fakeFetch({
      'GET /api/admin/branches': branchList(jkt),
      'POST /api/admin/branches': { status: 409, body: { code: ERROR_CODES.BRANCH_CODE_TAKEN, detail: BRANCH_TEXT.codeTaken } },
    })
    renderWithProviders(<BranchListPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Cabang' }))
    const dialog = await dialogNamed('Tambah Cabang')
    type(dialog, /^Kode Cabang/, 'jkt01')
    type(dialog, /^Nama Cabang/, 'Dipo Jakarta Dua')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(await within(dialog).findByText(BRANCH_TEXT.codeTaken)).toBeTruthy()
    expect(field(dialog, /^Kode Cabang/).getAttribute('aria-invalid')).toBe('true')
    expect(field(dialog, /^Nama Cabang/).value).toBe('Dipo Jakarta Dua')
    expect((within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(true)
    type(dialog, /^Kode Cabang/, 'jkt02')
    expect((within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(false)
  })

  it('edits name, address and phone, sending only what changed; the code cannot be edited', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt),
      'PATCH /api/admin/branches/1': { status: 200, body: { ...jkt, address: 'Jl. Gaya Motor Raya 8' } },
    })
    renderWithProviders(<BranchListPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Ubah JKT01' }))
    const dialog = await dialogNamed('Ubah Cabang JKT01')
    expect(field(dialog, 'Kode Cabang').readOnly).toBe(true)
    // nothing changed yet: nothing to save
    expect((within(dialog).getByRole('button', { name: 'Simpan' }) as HTMLButtonElement).disabled).toBe(true)
    type(dialog, /^Alamat/, 'Jl. Gaya Motor Raya 8')
    fireEvent.click(within(dialog).getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText('Cabang JKT01 disimpan')).toBeTruthy()
    expect(bodiesOf(calls, 'PATCH', '/api/admin/branches/1')).toEqual([{ address: 'Jl. Gaya Motor Raya 8' }])
  })

  it('deactivates only after a confirmation that says who can no longer sign in, and reactivates', async () => {
    const { calls } = fakeFetch({
      'GET /api/admin/branches': branchList(jkt, bdg),
      'PATCH /api/admin/branches/1': { status: 200, body: { ...jkt, active: false } },
      'PATCH /api/admin/branches/2': { status: 200, body: { ...bdg, active: true } },
    })
    renderWithProviders(<BranchListPage />)
    fireEvent.click(await screen.findByRole('button', { name: 'Nonaktifkan JKT01' }))
    const dialog = await dialogNamed('Nonaktifkan cabang JKT01?')
    expect(within(dialog).getByText(/Staff dan pembeli cabang ini tidak bisa masuk lagi/)).toBeTruthy()
    expect(bodiesOf(calls, 'PATCH', '/api/admin/branches/1')).toHaveLength(0)
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, nonaktifkan' }))
    expect(await screen.findByText('Cabang JKT01 dinonaktifkan')).toBeTruthy()
    expect(bodiesOf(calls, 'PATCH', '/api/admin/branches/1')).toEqual([{ active: false }])

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    fireEvent.click(screen.getByRole('button', { name: 'Aktifkan kembali BDG01' }))
    const again = await dialogNamed('Aktifkan kembali BDG01?')
    fireEvent.click(within(again).getByRole('button', { name: 'Aktifkan kembali' }))
    expect(await screen.findByText('Cabang BDG01 diaktifkan kembali')).toBeTruthy()
    expect(bodiesOf(calls, 'PATCH', '/api/admin/branches/2')).toEqual([{ active: true }])
  })

  it('shows a card per branch on a phone, with its state and actions', async () => {
    setWide(false)
    fakeFetch({ 'GET /api/admin/branches': branchList(jkt, bdg) })
    renderWithProviders(<BranchListPage />)
    const list = await screen.findByRole('list', { name: 'Daftar cabang' })
    const cards = await within(list).findAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(within(cards[0]).getByText('3 staff · 12 toko')).toBeTruthy()
    expect(within(cards[1]).getByText('Nonaktif')).toBeTruthy()
    expect(within(cards[1]).getByRole('button', { name: 'Aktifkan kembali BDG01' })).toBeTruthy()
  })

  it('searches by text and filters by state', async () => {
    const { calls } = fakeFetch({ 'GET /api/admin/branches': branchList(jkt) })
    renderWithProviders(<BranchListPage />)
    await screen.findByText('JKT01')
    fireEvent.change(screen.getByRole('searchbox', { name: 'Cari cabang' }), { target: { value: ' sby ' } })
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/branches?q=sby'))
    fireEvent.click(screen.getByRole('radio', { name: 'Nonaktif' }))
    await waitFor(() => expect(calls.at(-1)?.path).toBe('/api/admin/branches?q=sby&active=0'))
  })
})
