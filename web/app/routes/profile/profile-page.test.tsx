// @vitest-environment jsdom
import { notificationsStore } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Profile } from '#common/profile.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { ProfilePage } from './profile-page'

const profile = (over: Partial<Profile> = {}): Profile => ({
  id: 7,
  username: 'budi',
  first_name: 'Budi',
  last_name: 'Santoso',
  email: null,
  mobile: '081234567890',
  joined_at: '2026-01-05T03:00:00.000Z',
  store_name: 'BENGKEL SUMBER JAYA MOTOR',
  dealer_name: 'DIPO Jakarta',
  avatar_url: null,
  role: 'user',
  roles: ['user'],
  ...over,
})

function renderProfile() {
  return renderWithProviders(
    <Routes>
      <Route path="/user/profile" element={<ProfilePage />} />
      <Route path="/login" element={<p>LOGIN</p>} />
    </Routes>,
    { route: '/user/profile' },
  )
}

/** How long the toast saying `message` stays: the profile's toasts 2.6 s, not the default 2 s. */
const toastTime = (message: string) => notificationsStore.getState().notifications.find((n) => n.message === message)?.autoClose

beforeAll(installDomShims)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ProfilePage', () => {
  it('shows the account, locks the mobile that is set and sets the email once', async () => {
    const { calls } = fakeFetch({
      'GET /api/profile/me': { status: 200, body: profile() },
      'GET /api/auth/csrf': { status: 200, body: { csrf: 't' } },
      'POST /api/profile/email': { status: 200, body: profile({ email: 'budi@bengkel.co.id' }) },
    })
    renderProfile()
    expect(await screen.findByDisplayValue('BENGKEL SUMBER JAYA MOTOR')).toBeTruthy()
    expect(screen.getByDisplayValue('DIPO Jakarta')).toBeTruthy()
    const mobile = screen.getByDisplayValue('081234567890') as HTMLInputElement
    expect(mobile.readOnly).toBe(true)

    const email = screen.getByLabelText('Email') as HTMLInputElement
    fireEvent.change(email, { target: { value: 'budi@bengkel' } })
    expect(await screen.findByText('Format email tidak valid (cek domain)')).toBeTruthy()
    expect((screen.getByRole('button', { name: 'Simpan Email' }) as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(email, { target: { value: 'Budi@Bengkel.co.id' } })
    fireEvent.click(screen.getByRole('button', { name: 'Simpan Email' }))
    expect(await screen.findByText('Perubahan disimpan.')).toBeTruthy()
    expect(toastTime('Perubahan disimpan.')).toBe(2600)
    expect(((await screen.findByDisplayValue('budi@bengkel.co.id')) as HTMLInputElement).readOnly).toBe(true)
    const sent = calls.find((c) => c.path === '/api/profile/email')
    expect(JSON.parse(String(sent?.body))).toEqual({ email: 'budi@bengkel.co.id' })
  })

  it('keeps a wrong current password on the form, and after a change goes to /login', async () => {
    fakeFetch({
      'GET /api/profile/me': { status: 200, body: profile() },
      'GET /api/auth/csrf': { status: 200, body: { csrf: 't' } },
      'POST /api/auth/change-password': [
        { status: 401, body: { code: 'INVALID_CREDENTIALS', detail: 'Password saat ini salah.' } },
        { status: 200, body: { ok: true } },
      ],
    })
    renderProfile()
    fireEvent.click(await screen.findByRole('button', { name: 'Ganti Password' }))
    fireEvent.change(await screen.findByLabelText('Password Saat Ini'), { target: { value: 'salah1' } })
    fireEvent.change(screen.getByLabelText('Password Baru'), { target: { value: 'baru123' } })
    fireEvent.change(screen.getByLabelText('Konfirmasi Password Baru'), { target: { value: 'baru123' } })
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText('Password saat ini salah.')).toBeTruthy()
    expect(screen.queryByText('LOGIN')).toBeNull()

    fireEvent.change(screen.getByLabelText('Password Saat Ini'), { target: { value: 'benar1' } })
    fireEvent.click(screen.getByRole('button', { name: 'Simpan' }))
    expect(await screen.findByText('LOGIN')).toBeTruthy()
    expect(await screen.findByText('Password diganti. Keluar…')).toBeTruthy()
    expect(toastTime('Password diganti. Keluar…')).toBe(2600)
  })

  it('says the profile could not be loaded and offers to try again', async () => {
    fakeFetch({
      'GET /api/profile/me': [
        { status: 500, body: { code: 'INTERNAL_ERROR', detail: 'Server bermasalah. Coba beberapa saat lagi.' } },
        { status: 200, body: profile() },
      ],
    })
    renderProfile()
    expect(await screen.findByText('Gagal memuat profil')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    await waitFor(() => expect(screen.getByDisplayValue('DIPO Jakarta')).toBeTruthy())
  })

  it('refuses a GIF before sending it', async () => {
    const { calls } = fakeFetch({ 'GET /api/profile/me': { status: 200, body: profile() } })
    const { container } = renderProfile()
    await screen.findByDisplayValue('DIPO Jakarta')
    const input = container.ownerDocument.querySelector('input[type="file"]') as HTMLInputElement
    fireEvent.change(input, { target: { files: [new File(['GIF89a'], 'x.gif', { type: 'image/gif' })] } })
    expect(await screen.findByText('Format harus JPG/PNG/WebP')).toBeTruthy()
    expect(calls.some((c) => c.path.startsWith('/api/profile/photo'))).toBe(false)
  })
})
