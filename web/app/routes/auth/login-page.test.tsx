// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { rearmAuthFailure } from '#web/api/client.ts'
import { clearSessionState } from '#web/features/auth/logic/session-store.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders, sessionBody } from '#web/test-utils/render.tsx'
import { LoginPage } from './login-page'

function renderLogin(route = '/login') {
  return renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="/user/produk" element={<p>USER HOME</p>} />
      <Route path="/user/keranjang" element={<p>CART PAGE</p>} />
      <Route path="/seller/pesanan/estimasi" element={<p>SELLER HOME</p>} />
      <Route path="/admin/cabang" element={<p>ADMIN HOME</p>} />
      <Route path="/password-baru" element={<p>NEW PASSWORD</p>} />
    </Routes>,
    { route },
  )
}

const submitButton = () => screen.getByRole('button', { name: /masuk|tunggu|memproses/i })

function fillForm(username = 'Budi ', password = 'rahasia1') {
  fireEvent.change(screen.getByLabelText(/username/i), { target: { value: username } })
  fireEvent.change(screen.getByLabelText(/kata sandi/i, { selector: 'input' }), { target: { value: password } })
}

const notSignedIn: FakeAnswer = { status: 401, body: { code: 'UNAUTHENTICATED', detail: 'Belum masuk' } }

/** The page's background session check (me) finds nobody; then login answers, then me again. */
function answerLogin(answer: FakeAnswer) {
  return fakeFetch({ 'POST /api/auth/login': answer, 'GET /api/auth/me': [notSignedIn, answer] })
}

const withoutProbe = (calls: { method: string; path: string }[]) => calls.slice(1)

describe('login page', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
    sessionStorage.clear()
    localStorage.clear()
    clearSessionState()
    rearmAuthFailure()
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('shows title, labelled fields and hints; submit waits for valid input', () => {
    fakeFetch({})
    renderLogin()
    expect(screen.getByRole('heading', { name: 'Masuk ke DIPO Parts' })).toBeTruthy()
    expect(screen.getByText('3 - 20 karakter')).toBeTruthy()
    expect(screen.getByText('Minimal 6 karakter.')).toBeTruthy()
    expect(submitButton().hasAttribute('disabled')).toBe(true)
    fillForm('  B u d i ', '12345')
    expect(submitButton().hasAttribute('disabled')).toBe(true)
    fillForm('  B u d i ', '123456')
    expect(submitButton().hasAttribute('disabled')).toBe(false)
    fillForm('ab', '123456')
    expect(submitButton().hasAttribute('disabled')).toBe(true)
  })

  it('counts wrong passwords in session storage', async () => {
    const { calls } = answerLogin({ status: 401, body: { code: 'INVALID_CREDENTIALS', detail: 'salah' } })
    renderLogin()
    fillForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText('Username atau kata sandi salah. (Sudah salah 1×)')).toBeTruthy()
    expect(sessionStorage.getItem('login_failed_count')).toBe('1')
    expect(JSON.parse(String(calls[1].body))).toEqual({ username: 'budi', password: 'rahasia1' })
    expect(calls[1].path).toBe('/api/auth/login?scheme=scrypt')
    expect(calls[1].headers.get('X-CSRF-Token')).toBe('tok')
  })

  it('makes the 6th attempt wait 5 seconds', async () => {
    sessionStorage.setItem('login_failed_count', '4')
    answerLogin({ status: 401, body: { code: 'INVALID_CREDENTIALS', detail: 'salah' } })
    renderLogin()
    fillForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText('Username atau kata sandi salah. (Sudah salah 5×)')).toBeTruthy()
    expect(submitButton().textContent).toMatch(/Tunggu [45] detik/)
    expect(submitButton().hasAttribute('disabled')).toBe(true)
  })

  it('resets the counter when the username changes', async () => {
    sessionStorage.setItem('login_failed_count', '2')
    answerLogin({ status: 401, body: { code: 'INVALID_CREDENTIALS', detail: 'salah' } })
    renderLogin()
    fillForm()
    fireEvent.click(submitButton())
    await screen.findByText('Username atau kata sandi salah. (Sudah salah 3×)')
    fillForm('siti', 'rahasia1')
    expect(sessionStorage.getItem('login_failed_count')).toBeNull()
  })

  it('shows the lockout banner and disables the form', async () => {
    const lockedUntil = new Date(Date.now() + 10 * 60_000 + 30_000).toISOString()
    answerLogin({ status: 423, body: { code: 'AUTH_LOCKED', detail: 'terkunci', locked_until: lockedUntil } })
    renderLogin()
    fillForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText(/Coba lagi dalam 10 menit (30|29) detik\./)).toBeTruthy()
    // the time sits in its own unbreakable span, so match the whole line's text
    const reopen = (_: string, el: Element | null) =>
      el?.tagName === 'P' && /^Perkiraan dibuka kembali: (hari ini|besok) pukul \d\d\.\d\d$/.test(el.textContent ?? '')
    expect(screen.getByText(reopen)).toBeTruthy()
    expect(screen.getByLabelText(/username/i).hasAttribute('disabled')).toBe(true)
    expect(submitButton().hasAttribute('disabled')).toBe(true)
  })

  it.each([
    [403, 'ACCOUNT_NO_ACCESS', 'Akun Anda tidak memiliki akses.'],
    [429, 'RATE_LIMITED', 'Terlalu banyak percobaan. Coba lagi nanti.'],
    [502, 'BAD_GATEWAY', 'Server bermasalah. Coba beberapa saat lagi.'],
  ])('shows the text for status %i', async (status, code, text) => {
    answerLogin({ status, body: { code, detail: 'x' } })
    renderLogin()
    fillForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText(text)).toBeTruthy()
  })

  it('sends a buyer to the safe redirect after reloading the session', async () => {
    const { calls } = answerLogin({ status: 200, body: sessionBody('user') })
    renderLogin('/login?redirect=%2Fuser%2Fkeranjang')
    fillForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText('CART PAGE')).toBeTruthy()
    expect(calls[0].path).toBe('/api/auth/me')
    expect(withoutProbe(calls).map((call) => `${call.method} ${call.path}`)).toEqual([
      'POST /api/auth/login?scheme=scrypt',
      'GET /api/auth/me',
    ])
  })

  it('sends a seller to the seller home whatever the redirect, with the remembered role', async () => {
    localStorage.setItem('preferred_role', 'seller')
    const { calls } = answerLogin({ status: 200, body: sessionBody('seller', ['user', 'seller']) })
    renderLogin('/login?redirect=%2Fuser%2Fkeranjang')
    fillForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText('SELLER HOME')).toBeTruthy()
    expect(JSON.parse(String(calls[1].body))).toMatchObject({ role: 'seller' })
  })

  it('sends head office to its branches whatever the redirect', async () => {
    answerLogin({ status: 200, body: sessionBody('admin', ['admin']) })
    renderLogin('/login?redirect=%2Fuser%2Fkeranjang')
    fillForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText('ADMIN HOME')).toBeTruthy()
  })

  it("sends an account whose password someone else set to 'Buat Password Baru' first, whatever the redirect", async () => {
    answerLogin({ status: 200, body: sessionBody('user', ['user'], true) })
    renderLogin('/login?redirect=%2Fuser%2Fkeranjang')
    fillForm()
    fireEvent.click(submitButton())
    expect(await screen.findByText('NEW PASSWORD')).toBeTruthy()
  })

  it('bounces a visitor who is already signed in', async () => {
    fakeFetch({ 'GET /api/auth/me': { status: 200, body: sessionBody('user') } })
    renderLogin()
    await waitFor(() => expect(screen.getByText('USER HOME')).toBeTruthy())
  })
})
