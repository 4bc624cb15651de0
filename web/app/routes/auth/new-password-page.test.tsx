// @vitest-environment jsdom
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { ERROR_CODES } from '#common/errors.ts'
import { rearmAuthFailure } from '#web/api/client.ts'
import { readSessionResponse } from '#web/features/auth/logic/session-response.ts'
import { clearSessionState, getSessionState, setSessionSnapshot } from '#web/features/auth/logic/session-store.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders, sessionBody } from '#web/test-utils/render.tsx'
import { NewPasswordPage } from './new-password-page'

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/password-baru" element={<NewPasswordPage />} />
      <Route path="/admin/cabang" element={<p>ADMIN HOME</p>} />
      <Route path="/user/produk" element={<p>USER HOME</p>} />
      <Route path="/login" element={<p>LOGIN</p>} />
    </Routes>,
    { route: '/password-baru' },
  )
}

const input = (label: string) => screen.getByLabelText(new RegExp(`^${label}`), { selector: 'input' }) as HTMLInputElement
const type = (label: string, value: string) => fireEvent.change(input(label), { target: { value } })
const save = () => screen.getByRole('button', { name: 'Simpan Password' }) as HTMLButtonElement
const signedIn: FakeAnswer = { status: 200, body: sessionBody('admin', ['admin']) }
const posts = (calls: { method: string; path: string; body: unknown }[]) =>
  calls
    .filter((call) => call.method === 'POST')
    .map((call) => ({ path: call.path, body: JSON.parse(String(call.body ?? 'null')) }))

describe('Buat Password Baru', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    rearmAuthFailure()
    setSessionSnapshot(readSessionResponse(sessionBody('admin', ['admin'], true)))
  })
  afterEach(() => {
    cleanup()
    notifications.clean()
    vi.unstubAllGlobals()
    clearSessionState()
    localStorage.clear()
  })

  it('says what is wrong as it is typed, and waits for a valid form', () => {
    fakeFetch({})
    renderPage()
    expect(screen.getByRole('heading', { name: 'Buat Password Baru' })).toBeTruthy()
    expect(screen.getByText('budi')).toBeTruthy()
    expect(save().disabled).toBe(true)
    type('Password Saat Ini', 'Xk7pQ2mR9tLw')
    type('Password Baru', 'abc')
    expect(screen.getByText('Panjang password 6–64 karakter.')).toBeTruthy()
    type('Password Baru', 'x'.repeat(65))
    expect(screen.getByText('Panjang password 6–64 karakter.')).toBeTruthy()
    // 40 characters: the one rule allows up to 64 (docs/product.md §5.1)
    type('Password Baru', 'x'.repeat(40))
    expect(screen.queryByText('Panjang password 6–64 karakter.')).toBeNull()
    type('Password Baru', 'Xk7pQ2mR9tLw')
    expect(screen.getByText('Password baru harus berbeda dari password saat ini.')).toBeTruthy()
    type('Password Baru', 'pilihanku1')
    type('Konfirmasi Password Baru', 'pilihanku2')
    expect(screen.getByText('Konfirmasi tidak sama.')).toBeTruthy()
    expect(save().disabled).toBe(true)
    type('Konfirmasi Password Baru', 'pilihanku1')
    expect(screen.queryByText('Konfirmasi tidak sama.')).toBeNull()
    expect(save().disabled).toBe(false)
  })

  it('changes the password, signs in again with the same username and the new password, and lands at the home of the role', async () => {
    const { calls } = fakeFetch({
      'POST /api/auth/change-password': { status: 200, body: { ok: true } },
      'POST /api/auth/login': signedIn,
      'GET /api/auth/me': signedIn,
    })
    renderPage()
    type('Password Saat Ini', 'Xk7pQ2mR9tLw')
    type('Password Baru', 'pilihanku1')
    type('Konfirmasi Password Baru', 'pilihanku1')
    fireEvent.click(save())
    expect(await screen.findByText('ADMIN HOME')).toBeTruthy()
    expect(posts(calls)).toEqual([
      {
        path: '/api/auth/change-password?scheme=scrypt&store=scrypt',
        body: { current_password: 'Xk7pQ2mR9tLw', new_password: 'pilihanku1' },
      },
      { path: '/api/auth/login?scheme=scrypt', body: { username: 'budi', password: 'pilihanku1' } },
    ])
    expect(getSessionState()).toMatchObject({ mustChangePassword: false, role: 'admin' })
  })

  it('shows a wrong current password on the form and keeps the session', async () => {
    const { calls } = fakeFetch({
      'POST /api/auth/change-password': {
        status: 401,
        body: { code: ERROR_CODES.INVALID_CREDENTIALS, detail: 'Password saat ini salah.' },
      },
    })
    renderPage()
    type('Password Saat Ini', 'salah')
    type('Password Baru', 'pilihanku1')
    type('Konfirmasi Password Baru', 'pilihanku1')
    fireEvent.click(save())
    expect(await screen.findByRole('alert')).toBeTruthy()
    expect(screen.getByRole('alert').textContent).toContain('Password saat ini salah.')
    expect(posts(calls).map((call) => call.path)).toEqual(['/api/auth/change-password?scheme=scrypt&store=scrypt'])
    expect(getSessionState()).toMatchObject({ mustChangePassword: true, user: { username: 'budi' } })
    // typing again clears the refusal
    type('Password Saat Ini', 'Xk7pQ2mR9tLw')
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull())
  })

  it('says so when the server refuses the same password again', async () => {
    fakeFetch({
      'POST /api/auth/change-password': {
        status: 422,
        body: { code: ERROR_CODES.PASSWORD_REUSED, detail: 'Password baru harus berbeda dari password saat ini.' },
      },
    })
    renderPage()
    type('Password Saat Ini', 'Abc12345')
    type('Password Baru', 'abc12345')
    type('Konfirmasi Password Baru', 'abc12345')
    fireEvent.click(save())
    expect((await screen.findByRole('alert')).textContent).toContain('Password baru harus berbeda dari password saat ini.')
  })

  it('sends the person to the login when signing in again fails after the change', async () => {
    fakeFetch({
      'POST /api/auth/change-password': { status: 200, body: { ok: true } },
      'POST /api/auth/login': { status: 503, body: { code: 'SERVICE_UNAVAILABLE', detail: 'x' } },
      'POST /api/auth/logout': { status: 200, body: { ok: true } },
    })
    renderPage()
    type('Password Saat Ini', 'Xk7pQ2mR9tLw')
    type('Password Baru', 'pilihanku1')
    type('Konfirmasi Password Baru', 'pilihanku1')
    fireEvent.click(save())
    expect(await screen.findByText('LOGIN')).toBeTruthy()
    expect(screen.getByText('Password sudah diganti. Silakan masuk dengan password baru.')).toBeTruthy()
    expect(getSessionState().user).toBeNull()
  })

  it("'Keluar' signs out and goes to the login", async () => {
    const { calls } = fakeFetch({ 'POST /api/auth/logout': { status: 200, body: { ok: true } } })
    renderPage()
    fireEvent.click(screen.getByRole('button', { name: 'Keluar' }))
    expect(await screen.findByText('LOGIN')).toBeTruthy()
    expect(posts(calls).map((call) => call.path)).toEqual(['/api/auth/logout'])
    expect(getSessionState().user).toBeNull()
  })
})
