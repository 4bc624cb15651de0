// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ACCOUNT_TEXT } from '#common/account-rules.ts'
import { ERROR_CODES } from '#common/errors.ts'
import type { Store } from '#common/management.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { RegisterUserPage } from './register-user-page'

const store = (id: number, code: string, name: string): Store => ({
  id,
  ibs_cust_code: code,
  name,
  description: null,
  created_at: '2026-01-02T03:00:00.000Z',
  users_count: 2,
  price_group: null,
  npwp: null,
  address: null,
})
const storesOf = (items: Store[]): FakeAnswer => ({ status: 200, body: { items, total: items.length, has_more: false } })
const oneStore = storesOf([store(4, 'JKT001', 'TOKO MAJU')])
const free: FakeAnswer = { status: 200, body: { available: true, message: null } }
const created: FakeAnswer = { status: 201, body: { id: 11, username: 'toko.budi' } }

const slow = { timeout: 3000 }
const input = (label: RegExp | string) => screen.getByLabelText(label) as HTMLInputElement
const type = (label: RegExp | string, value: string) => fireEvent.change(input(label), { target: { value } })
const save = () => screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement
const checks = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/seller/users/check-username'))
const posts = (calls: { method: string; path: string; body: unknown }[]) => calls.filter((call) => call.method === 'POST')

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/seller/manajemen-user/daftar-user" element={<RegisterUserPage />} />
      <Route path="/seller/manajemen-user" element={<p>HUB</p>} />
    </Routes>,
    { route: '/seller/manajemen-user/daftar-user' },
  )
}

/** Everything but the username, valid. */
function fillTheRest() {
  type(/^Nama Depan/, 'Budi')
  type(/^Nama Belakang/, 'Santoso')
  type(/^No\. HP/, '+62 812-3456-7890')
  type(/^Password/, 'rahasia1')
  type(/^Konfirmasi Password/, 'rahasia1')
}

describe('Daftar User', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    // the toasts' store outlives the render: one test's toast must not be found by the next
    notifications.clean()
    vi.unstubAllGlobals()
  })

  it('checks the username 400 ms after typing, waits for a valid form, posts the buyer and starts again', async () => {
    const { calls } = fakeFetch({
      'GET /api/seller/stores': oneStore,
      'GET /api/seller/users/check-username': free,
      'POST /api/seller/users': created,
    })
    renderPage()
    // the branch's only store is picked by itself
    expect(await screen.findByText('Dipilih: JKT001 · TOKO MAJU')).toBeTruthy()
    expect(calls[0].path).toBe('/api/seller/stores?sort=name&dir=asc&limit=100&offset=0')

    type(/^Username/, 'toko.budi')
    expect(input(/^Username/).value).toBe('TOKO.BUDI')
    expect(checks(calls)).toHaveLength(0)
    expect(await screen.findByText('Username tersedia', {}, slow)).toBeTruthy()
    expect(checks(calls).map((call) => call.path)).toEqual(['/api/seller/users/check-username?username=TOKO.BUDI'])
    expect(save().disabled).toBe(true)

    fillTheRest()
    expect(screen.getByText('Disimpan sebagai 081234567890')).toBeTruthy()
    await waitFor(() => expect(save().disabled).toBe(false))
    fireEvent.click(save())

    expect(await screen.findByText('User "TOKO.BUDI" berhasil dibuat')).toBeTruthy()
    const [post] = posts(calls)
    expect(post.path).toBe('/api/seller/users?store=scrypt')
    const form = post.body as FormData
    expect([...form.keys()]).toEqual([
      'username',
      'first_name',
      'last_name',
      'role',
      'mobile',
      'password',
      'confirm_password',
      'email',
      'address',
      'landline',
      'description',
      'store_id',
      'must_change_password',
    ])
    expect(Object.fromEntries(form)).toMatchObject({
      username: 'TOKO.BUDI',
      role: 'user',
      mobile: '081234567890',
      store_id: '4',
      must_change_password: '1',
    })
    // the form starts again, the only store picked anew
    await waitFor(() => expect(input(/^Username/).value).toBe(''))
    expect(input(/^Nama Depan/).value).toBe('')
    expect(await screen.findByText('Dipilih: JKT001 · TOKO MAJU')).toBeTruthy()
    expect(save().disabled).toBe(true)
  })

  it('registers staff without a store, with the salesman code, and judges the photo on pick', async () => {
    const { calls } = fakeFetch({
      'GET /api/seller/stores': storesOf([store(4, 'JKT001', 'TOKO MAJU'), store(5, 'JKT002', 'BENGKEL SUMBER')]),
      'GET /api/seller/users/check-username': free,
      'POST /api/seller/users': created,
    })
    renderPage()
    fireEvent.click(await screen.findByLabelText('JKT002 · BENGKEL SUMBER'))
    expect(screen.getByText('Dipilih: JKT002 · BENGKEL SUMBER')).toBeTruthy()
    expect(screen.queryByLabelText('Salesman')).toBeNull()

    fireEvent.click(screen.getByLabelText('Staff'))
    expect(screen.queryByLabelText('Cari toko')).toBeNull()
    fireEvent.click(screen.getByLabelText('Salesman'))
    type(/^Kode Salesman IBS/, 'ab1')
    expect(input(/^Kode Salesman IBS/).value).toBe('AB1')

    const photo = screen.getByLabelText('Foto profil')
    fireEvent.change(photo, { target: { files: [new File(['x'], 'a.gif', { type: 'image/gif' })] } })
    expect(screen.getByText(ACCOUNT_TEXT.photoType)).toBeTruthy()
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' })
    fireEvent.change(photo, { target: { files: [big] } })
    expect(screen.getByText(ACCOUNT_TEXT.photoSize)).toBeTruthy()
    fireEvent.change(photo, { target: { files: [new File(['x'], 'budi.png', { type: 'image/png' })] } })
    expect(screen.queryByText(ACCOUNT_TEXT.photoSize)).toBeNull()
    expect(screen.getByText('budi.png')).toBeTruthy()

    type(/^Username/, 'staf.budi')
    fillTheRest()
    // ticked by default; staff may let the person keep the password they chose
    const mustChange = screen.getByLabelText('Wajib ganti password saat login pertama') as HTMLInputElement
    expect(mustChange.checked).toBe(true)
    fireEvent.click(mustChange)
    await waitFor(() => expect(save().disabled).toBe(false), slow)
    fireEvent.click(save())
    await screen.findByText('User "STAF.BUDI" berhasil dibuat')
    const form = posts(calls)[0].body as FormData
    expect(form.has('store_id')).toBe(false)
    expect(Object.fromEntries([...form.entries()].filter(([key]) => key !== 'image'))).toMatchObject({
      role: 'seller',
      is_salesman: '1',
      ibs_salesman_code: 'AB1',
      must_change_password: '0',
    })
    expect((form.get('image') as File).name).toBe('budi.png')
  })

  it('shows a taken username on its field, from the live check and from a 409', async () => {
    fakeFetch({
      'GET /api/seller/stores': oneStore,
      'GET /api/seller/users/check-username': [{ status: 200, body: { available: false, message: null } }, free],
      'POST /api/seller/users': {
        status: 409,
        body: { code: ERROR_CODES.USERNAME_TAKEN, detail: ACCOUNT_TEXT.usernameTaken },
      },
    })
    renderPage()
    await screen.findByText('Dipilih: JKT001 · TOKO MAJU')
    type(/^Username/, 'budi')
    expect(await screen.findByText(ACCOUNT_TEXT.usernameTaken, {}, slow)).toBeTruthy()
    expect(save().disabled).toBe(true)

    type(/^Username/, 'budi2')
    await screen.findByText('Username tersedia', {}, slow)
    fillTheRest()
    await waitFor(() => expect(save().disabled).toBe(false))
    fireEvent.click(save())
    expect(await screen.findByText(ACCOUNT_TEXT.usernameTaken)).toBeTruthy()
    expect(input(/^Username/).getAttribute('aria-invalid')).toBe('true')
    // nothing was reset, and Simpan waits for another username
    expect(input(/^Nama Depan/).value).toBe('Budi')
    expect(save().disabled).toBe(true)
  })

  it("says 'Gagal ({status})' when the server gives no reason, and a network failure in words", async () => {
    fakeFetch({
      'GET /api/seller/stores': oneStore,
      'GET /api/seller/users/check-username': free,
      'POST /api/seller/users': { status: 502 },
    })
    renderPage()
    await screen.findByText('Dipilih: JKT001 · TOKO MAJU')
    type(/^Username/, 'budi')
    fillTheRest()
    await waitFor(() => expect(save().disabled).toBe(false), slow)
    fireEvent.click(save())
    expect(await screen.findByText('Gagal (502)')).toBeTruthy()

    const answered = globalThis.fetch
    vi.stubGlobal('fetch', async (url: RequestInfo | URL, init?: RequestInit) => {
      if (init?.method === 'POST') throw new TypeError('Failed to fetch')
      return answered(url, init)
    })
    await waitFor(() => expect(save().disabled).toBe(false))
    fireEvent.click(save())
    expect(await screen.findByText('Terjadi kesalahan jaringan')).toBeTruthy()
  })

  it('goes back to the hub', async () => {
    fakeFetch({ 'GET /api/seller/stores': oneStore })
    renderPage()
    fireEvent.click(screen.getByRole('link', { name: 'Kembali' }))
    expect(await screen.findByText('HUB')).toBeTruthy()
  })
})
