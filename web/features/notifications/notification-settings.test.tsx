// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationPrefs } from '#common/notifications.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { NotificationSettings } from './components/notification-settings'

const buyerPrefs = (emailAvailable: boolean): { status: number; body: NotificationPrefs } => ({
  status: 200,
  body: {
    items: [
      { event: 'konfirmasi', push: true, email: true },
      { event: 'diproses', push: true, email: false },
      { event: 'eta', push: true, email: false },
      { event: 'batal', push: true, email: false },
    ],
    email_available: emailAvailable,
  },
})

beforeAll(installDomShims)
beforeEach(() => {
  document.cookie = 'csrf=tok; path=/'
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Notifikasi on the profile', () => {
  it('shows each happening of the role by channel, saves a change, and sends a test', async () => {
    const { calls } = fakeFetch({
      'GET /api/profile/notifications': buyerPrefs(true),
      'PUT /api/profile/notifications': buyerPrefs(true),
      'POST /api/profile/notifications/test': { status: 200, body: { push: [], email: { result: 'sent', reason: null } } },
    })
    renderWithProviders(<NotificationSettings />)
    const table = await screen.findByRole('table', { name: 'Pilihan notifikasi' })
    expect(within(table).getAllByRole('row')).toHaveLength(5)
    const portal = within(table).getByRole('checkbox', {
      name: 'Estimasi dikonfirmasi cabang: portal (selalu)',
    }) as HTMLInputElement
    expect(portal.checked && portal.disabled).toBe(true)
    const save = screen.getByRole('button', { name: 'Simpan' }) as HTMLButtonElement
    expect(save.disabled).toBe(true)
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Pesanan diproses (diexport ke dealer): e-mail' }))
    fireEvent.click(within(table).getByRole('checkbox', { name: 'Pesanan dibatalkan: push' }))
    fireEvent.click(save)
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    const put = calls.find((c) => c.method === 'PUT')
    expect(JSON.parse(put?.body as string)).toEqual({
      items: [
        { event: 'konfirmasi', push: true, email: true },
        { event: 'diproses', push: true, email: true },
        { event: 'eta', push: true, email: false },
        { event: 'batal', push: false, email: false },
      ],
    })
    expect(await screen.findByText('Pilihan notifikasi disimpan')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Kirim notifikasi uji' }))
    const said = await screen.findByRole('status', { name: 'Notifikasi uji dikirim' })
    expect(within(said).getByText('E-mail: terkirim.')).toBeTruthy()
    // jsdom has no Web Push: said so in words
    expect(screen.getByText('Browser ini tidak mendukung notifikasi push.')).toBeTruthy()
  })

  it('keeps e-mail off and says why when it cannot reach the person', async () => {
    fakeFetch({ 'GET /api/profile/notifications': buyerPrefs(false) })
    renderWithProviders(<NotificationSettings />)
    const email = (await screen.findByRole('checkbox', { name: 'Estimasi dikonfirmasi cabang: e-mail' })) as HTMLInputElement
    expect(email.disabled).toBe(true)
    expect(email.checked).toBe(false)
    expect(screen.getByText(/isi alamat e-mail di profil/)).toBeTruthy()
  })

  it('says which channel the test did not reach and the server’s reason', async () => {
    const reason =
      'Sertifikat TLS server e-mail tidak dipercaya (self-signed certificate). Atur SMTP_CA_FILE ke sertifikat CA server itu.'
    fakeFetch({
      'GET /api/profile/notifications': buyerPrefs(true),
      'POST /api/profile/notifications/test': {
        status: 200,
        body: { push: [{ result: 'queued', reason: 'layanan push menjawab 503' }], email: { result: 'refused', reason } },
      },
    })
    renderWithProviders(<NotificationSettings />)
    fireEvent.click(await screen.findByRole('button', { name: 'Kirim notifikasi uji' }))
    const said = await screen.findByRole('status', { name: 'Notifikasi uji ditolak di sebagian saluran' })
    expect(
      within(said).getByText('Push: menunggu di antrean, dicoba lagi otomatis. Alasan: layanan push menjawab 503'),
    ).toBeTruthy()
    expect(within(said).getByText(`E-mail: ditolak. Alasan: ${reason}`)).toBeTruthy()
    expect(screen.queryByText('Notifikasi uji dikirim')).toBeNull()
  })
})
