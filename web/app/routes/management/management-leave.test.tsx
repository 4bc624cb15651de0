// @vitest-environment jsdom
// Leaving a Daftar form with something typed and not saved asks first (product.md §2.13): Kembali,
// a link of the app, the back button and closing the tab; an untouched form is left without a
// question, and so is one whose data was just saved.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { closingAsks, locationNow, renderGuarded } from '#web/test-utils/guards.tsx'
import { fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { RegisterStorePage } from './register-store-page'
import { RegisterUserPage } from './register-user-page'

configure({ asyncUtilTimeout: 5_000 })

const HERE = '/seller/manajemen-user/daftar-toko'
const QUESTION = /Data yang diisi belum disimpan/
const type = (label: RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } })
const back = () => fireEvent.click(screen.getByRole('link', { name: 'Kembali' }))
const storeAnswers = {
  'GET /api/seller/stores/check-code': { status: 200, body: { exists: false, message: null } },
  'POST /api/seller/stores': {
    status: 201,
    body: {
      id: 3,
      ibs_cust_code: 'JKT009',
      name: 'TOKO BARU',
      description: null,
      created_at: '2026-01-02T03:00:00.000Z',
      users_count: 0,
    },
  },
}

describe('leaving a Daftar form with unsaved data', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('lets an untouched Daftar Toko go without a question', async () => {
    fakeFetch(storeAnswers)
    renderGuarded(<RegisterStorePage />, HERE)
    expect(closingAsks()).toBe(false)
    back()
    await waitFor(() => expect(locationNow()).toBe('/seller/manajemen-user'))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it("asks before 'Kembali' leaves a typed store, stays when told, leaves when told", async () => {
    fakeFetch(storeAnswers)
    renderGuarded(<RegisterStorePage />, HERE)
    type(/^Nama Toko/, 'toko baru')
    expect(closingAsks()).toBe(true)
    back()
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' })
    expect(within(dialog).getByText(QUESTION)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(locationNow()).toBe(HERE)
    expect((screen.getByLabelText(/^Nama Toko/) as HTMLInputElement).value).toBe('TOKO BARU')
    back()
    fireEvent.click(await screen.findByRole('button', { name: 'Ya, tinggalkan' }))
    await waitFor(() => expect(locationNow()).toBe('/seller/manajemen-user'))
  })

  it('asks on the back button too, and no more once the store is saved', async () => {
    fakeFetch(storeAnswers)
    renderGuarded(<RegisterStorePage />, HERE)
    type(/^Kode IBS/, 'JKT009')
    type(/^Nama Toko/, 'TOKO BARU')
    window.dispatchEvent(new PopStateEvent('popstate'))
    fireEvent.click(await screen.findByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    const save = screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement
    await waitFor(() => expect(save.disabled).toBe(false))
    fireEvent.click(save)
    expect(await screen.findByText('Toko berhasil didaftarkan')).toBeTruthy()
    await waitFor(() => expect(closingAsks()).toBe(false))
  })

  it('asks about a typed account on Daftar User, but not about the store the screen picked by itself', async () => {
    const store = {
      id: 4,
      ibs_cust_code: 'JKT001',
      name: 'TOKO MAJU',
      description: null,
      created_at: '2026-01-02T03:00:00.000Z',
      users_count: 2,
    }
    fakeFetch({ 'GET /api/seller/stores': { status: 200, body: { items: [store], total: 1, has_more: false } } })
    renderGuarded(<RegisterUserPage />, '/seller/manajemen-user/daftar-user')
    expect(await screen.findByText('Dipilih: JKT001 · TOKO MAJU')).toBeTruthy()
    expect(closingAsks()).toBe(false)
    type(/^Nama Depan/, 'Budi')
    expect(closingAsks()).toBe(true)
    back()
    expect(await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' })).toBeTruthy()
    expect(locationNow()).toBe('/seller/manajemen-user/daftar-user')
  })
})
