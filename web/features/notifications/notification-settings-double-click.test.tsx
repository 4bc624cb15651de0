// @vitest-environment jsdom
// 'Notifikasi' on the profile (product.md §2.14, §12) answers one press at a time: a double click on Simpan
// saves once and says so once; on 'Kirim notifikasi uji' it sends one test message, not two.
import { cleanup, configure, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationPrefs } from '#common/notifications.ts'
import { doubleClick, settle } from '#web/test-utils/guards.tsx'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { NotificationSettings } from './components/notification-settings'

configure({ asyncUtilTimeout: 5_000 })

const prefs: { status: number; body: NotificationPrefs } = {
  status: 200,
  body: {
    items: [
      { event: 'konfirmasi', push: true, email: true },
      { event: 'batal', push: true, email: false },
    ],
    email_available: true,
  },
}

describe('a double click in Notifikasi', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('saves the choices once', async () => {
    const { calls } = fakeFetch({
      'GET /api/profile/notifications': prefs,
      'PUT /api/profile/notifications': [prefs, { status: 500, body: { code: 'INTERNAL', detail: 'Gagal menyimpan' } }],
    })
    renderWithProviders(<NotificationSettings />)
    const table = await screen.findByRole('table', { name: 'Pilihan notifikasi' })
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Pesanan dibatalkan: push' }))
    doubleClick(screen.getByRole('button', { name: 'Simpan' }))
    const puts = () => calls.filter((c) => c.method === 'PUT')
    await waitFor(() => expect(puts().length).toBeGreaterThan(0))
    await settle()
    expect(puts()).toHaveLength(1)
    expect(await screen.findByText('Pilihan notifikasi disimpan')).toBeTruthy()
    expect(screen.queryByText('Gagal menyimpan')).toBeNull()
  })

  it('sends one test message', async () => {
    const { calls } = fakeFetch({
      'GET /api/profile/notifications': prefs,
      'POST /api/profile/notifications/test': { status: 200, body: { push: [], email: { result: 'sent', reason: null } } },
    })
    renderWithProviders(<NotificationSettings />)
    await screen.findByRole('table', { name: 'Pilihan notifikasi' })
    doubleClick(screen.getByRole('button', { name: 'Kirim notifikasi uji' }))
    const tests = () => calls.filter((c) => c.method === 'POST' && c.path === '/api/profile/notifications/test')
    await waitFor(() => expect(tests().length).toBeGreaterThan(0))
    await settle()
    expect(tests()).toHaveLength(1)
    expect(await screen.findByRole('status', { name: 'Notifikasi uji dikirim' })).toBeTruthy()
  })
})
