// @vitest-environment jsdom
// The profile (product.md §2.14) answers one press at a time: a double click on 'Simpan Nama', on an
// email's Simpan, or a second photo picked while the first uploads sends one request and says one
// thing. Leaving it with a changed name or a typed email not yet saved asks first.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Link } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Profile } from '#common/profile.ts'
import { closingAsks, doubleClick, locationNow, renderGuarded, settle } from '#web/test-utils/guards.tsx'
import { type FakeAnswer, fakeFetch, installDomShims } from '#web/test-utils/render.tsx'
import { ProfilePage } from './profile-page'

configure({ asyncUtilTimeout: 5_000 })

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
const answer = (over: Partial<Profile> = {}): FakeAnswer => ({ status: 200, body: profile(over) })
const HERE = '/user/profile'
const posts = (calls: { method: string; path: string }[], path: string) =>
  calls.filter((call) => call.method === 'POST' && call.path === path)

async function renderProfile(answers: Record<string, FakeAnswer | FakeAnswer[]>) {
  const fake = fakeFetch({ 'GET /api/profile/me': answer(), ...answers })
  renderGuarded(
    <>
      <ProfilePage />
      <Link to="/user/katalog">Produk</Link>
    </>,
    HERE,
  )
  expect(await screen.findByDisplayValue('BENGKEL SUMBER JAYA MOTOR')).toBeTruthy()
  return fake.calls
}

/** One request went out, no second followed, and the success was said once with no failure beside it. */
async function onceOnly(calls: { method: string; path: string }[], path: string, success: string) {
  await waitFor(() => expect(posts(calls, path).length).toBeGreaterThan(0))
  await settle()
  expect(posts(calls, path)).toHaveLength(1)
  expect(await screen.findByText(success)).toBeTruthy()
  expect(screen.getAllByText(success)).toHaveLength(1)
  expect(screen.queryByText(/Gagal/)).toBeNull()
}

// what the server says of a second setting
const refusedTwice: FakeAnswer = { status: 409, body: { code: 'ALREADY_SET', detail: 'Gagal: email sudah terisi.' } }

describe('the profile, one press at a time', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("saves the names once on a double click of 'Simpan Nama'", async () => {
    const calls = await renderProfile({ 'POST /api/profile/basic': [answer({ first_name: 'Bud' }), { status: 500 }] })
    fireEvent.change(screen.getByLabelText('Nama Depan'), { target: { value: 'Bud' } })
    doubleClick(screen.getByRole('button', { name: 'Simpan Nama' }))
    await onceOnly(calls, '/api/profile/basic', 'Perubahan disimpan.')
  })

  it('sets the email once on a double click of its Simpan', async () => {
    const calls = await renderProfile({ 'POST /api/profile/email': [answer({ email: 'budi@bengkel.co.id' }), refusedTwice] })
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@bengkel.co.id' } })
    doubleClick(screen.getByRole('button', { name: 'Simpan Email' }))
    await onceOnly(calls, '/api/profile/email', 'Perubahan disimpan.')
  })

  it('uploads one photo while one is out', async () => {
    const calls = await renderProfile({
      'POST /api/profile/photo': [answer({ avatar_url: '/api/profile/photo/7.webp' }), { status: 500 }],
    })
    const picker = document.querySelector('input[type="file"]') as HTMLInputElement
    const photo = new File([new Uint8Array(64)], 'foto.png', { type: 'image/png' })
    fireEvent.change(picker, { target: { files: [photo] } })
    fireEvent.change(picker, { target: { files: [photo] } })
    await onceOnly(calls, '/api/profile/photo', 'Foto profil diperbarui.')
  })
})

describe('leaving the profile with unsaved edits', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('goes without a question while nothing was changed', async () => {
    await renderProfile({})
    expect(closingAsks()).toBe(false)
    fireEvent.click(screen.getByRole('link', { name: 'Produk' }))
    await waitFor(() => expect(locationNow()).toBe('/user/katalog'))
  })

  it('asks about a changed name before a link leaves, and stays when told', async () => {
    await renderProfile({})
    fireEvent.change(screen.getByLabelText('Nama Depan'), { target: { value: 'Bud' } })
    expect(closingAsks()).toBe(true)
    fireEvent.click(screen.getByRole('link', { name: 'Produk' }))
    const dialog = await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' })
    expect(within(dialog).getByText(/Perubahan pada profil belum disimpan/)).toBeTruthy()
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tetap di sini' }))
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull())
    expect(locationNow()).toBe(HERE)
    // typed back as it was: nothing to lose
    fireEvent.change(screen.getByLabelText('Nama Depan'), { target: { value: 'Budi' } })
    expect(closingAsks()).toBe(false)
  })

  it('asks about an email typed and not saved, on the back button too', async () => {
    await renderProfile({})
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'budi@' } })
    expect(closingAsks()).toBe(true)
    window.dispatchEvent(new PopStateEvent('popstate'))
    expect(await screen.findByRole('dialog', { name: 'Tinggalkan halaman?' })).toBeTruthy()
  })
})
