// @vitest-environment jsdom
// Closing head office's Tambah/Ubah forms with typed data asks first (product.md §11.1): Batal, the
// modal's X; leaving the page under an open form (closing the tab) asks too. An untouched form, or
// an edit that changed nothing, closes without a question.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { branch, branchList, dialogNamed, setWide, staffPage } from '#web/features/admin/test-fixtures.ts'
import { closingAsks, renderGuarded } from '#web/test-utils/guards.tsx'
import { fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { BranchListPage } from './branch-list-page'
import { StaffListPage } from './staff-list-page'

configure({ asyncUtilTimeout: 5_000 })

const jkt = branch(1, 'JKT01', { name: 'Dipo Jakarta' })
const QUESTION = /Data yang diisi belum disimpan/
const type = (root: HTMLElement, label: RegExp, value: string) =>
  fireEvent.change(within(root).getByLabelText(label), { target: { value } })
const cancel = (dialog: HTMLElement) => fireEvent.click(within(dialog).getByRole('button', { name: 'Batal' }))
const gone = (name: string) => waitFor(() => expect(screen.queryByRole('dialog', { name })).toBeNull())

async function openBranchForm(button: string, title: string) {
  fakeFetch({ 'GET /api/admin/branches': branchList(jkt) })
  renderGuarded(<BranchListPage />, '/admin/cabang')
  fireEvent.click(await screen.findByRole('button', { name: button }))
  return dialogNamed(title)
}

describe('closing a head office form with unsaved data', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    setWide(true)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('closes an untouched Tambah Cabang at once', async () => {
    const dialog = await openBranchForm('Tambah Cabang', 'Tambah Cabang')
    expect(closingAsks()).toBe(false)
    cancel(dialog)
    await gone('Tambah Cabang')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('asks before Batal drops a typed branch, keeps it when told, drops it when told', async () => {
    const dialog = await openBranchForm('Tambah Cabang', 'Tambah Cabang')
    type(dialog, /^Nama Cabang/, 'Dipo Surabaya')
    expect(closingAsks()).toBe(true)
    cancel(dialog)
    const question = await screen.findByRole('dialog', { name: 'Tutup formulir?' })
    expect(within(question).getByText(QUESTION)).toBeTruthy()
    fireEvent.click(within(question).getByRole('button', { name: 'Tetap di sini' }))
    await gone('Tutup formulir?')
    expect((within(dialog).getByLabelText(/^Nama Cabang/) as HTMLInputElement).value).toBe('Dipo Surabaya')
    cancel(dialog)
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, tutup' }))
    await gone('Tambah Cabang')
    expect(closingAsks()).toBe(false)
  })

  it('asks about a changed Ubah Cabang, and not about one changed back', async () => {
    const dialog = await openBranchForm('Ubah JKT01', 'Ubah Cabang JKT01')
    type(dialog, /^Telepon/, '021 999')
    type(dialog, /^Telepon/, jkt.phone)
    expect(closingAsks()).toBe(false)
    type(dialog, /^Alamat/, 'Jl. Baru 1')
    cancel(dialog)
    expect(await screen.findByRole('dialog', { name: 'Tutup formulir?' })).toBeTruthy()
  })

  it('asks before the X drops a typed Tambah Staff, but not about the branch it started with', async () => {
    fakeFetch({ 'GET /api/admin/branches': branchList(jkt), 'GET /api/admin/staff': staffPage([]) })
    renderGuarded(<StaffListPage />, '/admin/staff')
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah Staff' }))
    const dialog = await dialogNamed('Tambah Staff')
    expect(closingAsks()).toBe(false)
    type(dialog, /^Username/, 'staf.sby')
    expect(closingAsks()).toBe(true)
    const x = dialog.querySelector('.mantine-Modal-close') as HTMLElement
    fireEvent.click(x)
    expect(await screen.findByRole('dialog', { name: 'Tutup formulir?' })).toBeTruthy()
    expect(screen.getByRole('dialog', { name: 'Tambah Staff' })).toBeTruthy()
  })
})
