// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { listUser, userDetail, userPage } from '#web/features/management/test-fixtures.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { UserListPage } from './user-list-page'

const list = userPage([listUser(7, { username: 'budi' })])
const detailOf = (over: Parameters<typeof userDetail>[1] = {}): FakeAnswer => ({
  status: 200,
  body: userDetail(7, { username: 'budi', ...over }),
})

function setWide() {
  window.matchMedia = (query: string) =>
    ({
      matches: query.includes('min-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

async function openBudi() {
  renderWithProviders(
    <Routes>
      <Route path="/seller/manajemen-user/list-user" element={<UserListPage />} />
      <Route path="/login" element={<p>LOGIN</p>} />
    </Routes>,
    { route: '/seller/manajemen-user/list-user' },
  )
  fireEvent.click(await screen.findByText('budi'))
  const dialog = await screen.findByRole('dialog')
  await within(dialog).findByText('budi@contoh.co.id')
  return dialog
}

function typePasswords(dialog: HTMLElement, password: string, confirm: string) {
  fireEvent.change(within(dialog).getByLabelText('Password Baru'), { target: { value: password } })
  fireEvent.change(within(dialog).getByLabelText('Ulangi Password Baru'), { target: { value: confirm } })
}
const resetButton = (dialog: HTMLElement) => within(dialog).getByRole('button', { name: 'Reset Password' }) as HTMLButtonElement

describe('the user detail modal', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    setWide()
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    // the toasts' store outlives the render: one test's toast must not be found by the next
    notifications.clean()
    vi.unstubAllGlobals()
    localStorage.clear()
    sessionStorage.clear()
  })

  it('shows the account, its photo and history, and resets its password', async () => {
    const { calls } = fakeFetch({
      'GET /api/seller/users': list,
      'GET /api/seller/users/7': detailOf(),
      'POST /api/seller/users/7/reset-password': [{ status: 500 }, { status: 200, body: { ok: true, signed_out: false } }],
    })
    const dialog = await openBudi()
    expect(within(dialog).getByRole('img', { name: 'Foto budi' }).getAttribute('src')).toBe('/api/profile/photo/7.webp')
    expect(within(dialog).getByText('Santoso')).toBeTruthy()
    expect(within(dialog).getByText(/oleh admin/)).toBeTruthy()

    typePasswords(dialog, 'rahasia1', 'rahasia2')
    expect(within(dialog).getByText('Password tidak sama.')).toBeTruthy()
    expect(resetButton(dialog).disabled).toBe(true)
    typePasswords(dialog, 'rahasia1', 'rahasia1')
    fireEvent.click(resetButton(dialog))
    expect(await within(dialog).findByText('Gagal reset (500)')).toBeTruthy()

    await waitFor(() => expect(resetButton(dialog).disabled).toBe(false))
    fireEvent.click(resetButton(dialog))
    expect(await screen.findByText('Password berhasil direset')).toBeTruthy()
    const post = calls.filter((call) => call.method === 'POST').at(-1)
    expect(post?.path).toBe('/api/seller/users/7/reset-password?store=scrypt')
    expect(JSON.parse(String(post?.body))).toEqual({
      password: 'rahasia1',
      confirm_password: 'rahasia1',
      must_change_password: '1',
    })
    await waitFor(() => expect((within(dialog).getByLabelText('Password Baru') as HTMLInputElement).value).toBe(''))
  })

  it("sends must_change_password '0' when staff untick 'Wajib ganti password saat login pertama'", async () => {
    const { calls } = fakeFetch({
      'GET /api/seller/users': list,
      'GET /api/seller/users/7': detailOf(),
      'POST /api/seller/users/7/reset-password': { status: 200, body: { ok: true, signed_out: false } },
    })
    const dialog = await openBudi()
    const mustChange = within(dialog).getByLabelText('Wajib ganti password saat login pertama') as HTMLInputElement
    expect(mustChange.checked).toBe(true)
    fireEvent.click(mustChange)
    typePasswords(dialog, 'rahasia1', 'rahasia1')
    fireEvent.click(resetButton(dialog))
    expect(await screen.findByText('Password berhasil direset')).toBeTruthy()
    const post = calls.find((call) => call.method === 'POST')
    expect(JSON.parse(String(post?.body))).toEqual({
      password: 'rahasia1',
      confirm_password: 'rahasia1',
      must_change_password: '0',
    })
    // the form starts again, ticked
    await waitFor(() => expect(mustChange.checked).toBe(true))
  })

  it('deactivates after a confirmation, then offers to reactivate', async () => {
    const { calls } = fakeFetch({
      'GET /api/seller/users': list,
      'GET /api/seller/users/7': detailOf(),
      'POST /api/seller/users/7/deactivate': detailOf({
        is_active: false,
        events: [
          { action: 'created', at: '2026-01-10T03:00:00.000Z', by: 'admin' },
          { action: 'deactivated', at: '2026-01-11T03:00:00.000Z', by: 'budi.staf' },
        ],
      }),
    })
    const dialog = await openBudi()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nonaktifkan' }))
    expect(calls.some((call) => call.method === 'POST')).toBe(false)
    expect(within(dialog).getByText(/Nonaktifkan user budi\?/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Ya, nonaktifkan' }))

    expect(await within(dialog).findByRole('button', { name: 'Aktifkan kembali' })).toBeTruthy()
    expect(within(dialog).getByText('Dinonaktifkan')).toBeTruthy()
    expect(within(dialog).getAllByText('Nonaktif').length).toBeGreaterThan(0)
    expect(await screen.findByText('User "budi" dinonaktifkan')).toBeTruthy()
    expect(calls.find((call) => call.method === 'POST')?.path).toBe('/api/seller/users/7/deactivate')
  })

  it("offers no deactivation of one's own account, and a reset of one's own password signs out", async () => {
    fakeFetch({
      'GET /api/seller/users': list,
      'GET /api/seller/users/7': detailOf({ can_deactivate: false }),
      'POST /api/seller/users/7/reset-password': { status: 200, body: { ok: true, signed_out: true } },
    })
    localStorage.setItem('preferred_role', 'seller')
    sessionStorage.setItem('login_failed_count', '2')
    const dialog = await openBudi()
    expect(within(dialog).queryByRole('button', { name: 'Nonaktifkan' })).toBeNull()
    typePasswords(dialog, 'barulagi', 'barulagi')
    fireEvent.click(resetButton(dialog))
    expect(await screen.findByText('LOGIN')).toBeTruthy()
    expect(screen.getByText('Password berhasil direset')).toBeTruthy()
    expect(localStorage.getItem('preferred_role')).toBeNull()
    expect(sessionStorage.getItem('login_failed_count')).toBeNull()
  })
})
