// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { OutboxHealth } from '#common/notifications.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { OutboxHealthPage } from './outbox-health-page'

const troubled: OutboxHealth = {
  channels: [
    {
      channel: 'email',
      active: true,
      waiting: 14,
      oldest_waiting_seconds: 3 * 3600 + 20 * 60,
      failed: 3,
      last_error: {
        reason:
          'Sertifikat TLS server e-mail tidak dipercaya (self-signed certificate). Atur SMTP_CA_FILE ke sertifikat CA server itu.',
        message_at: '2026-11-27T02:15:00.000Z',
        attempts: 7,
        waiting: true,
      },
    },
    { channel: 'push', active: true, waiting: 0, oldest_waiting_seconds: 0, failed: 0, last_error: null },
  ],
}

beforeAll(installDomShims)
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('Kesehatan Notifikasi (head office)', () => {
  it('shows per channel what waits, what was given up and the newest error, and asks again on Muat ulang', async () => {
    const { calls } = fakeFetch({ 'GET /api/admin/notifications/outbox': { status: 200, body: troubled } })
    renderWithProviders(<OutboxHealthPage />)
    expect(screen.getByRole('heading', { level: 1, name: 'Kesehatan Notifikasi' })).toBeTruthy()
    const email = await screen.findByRole('region', { name: 'E-mail' })
    expect(within(email).getByText('14')).toBeTruthy()
    expect(within(email).getByText('3 jam 20 menit')).toBeTruthy()
    expect(within(email).getByText('3')).toBeTruthy()
    expect(within(email).getByText(troubled.channels[0].last_error?.reason ?? '')).toBeTruthy()
    expect(within(email).getByText('Pesan 27 Nov 2026, 09.15 WIB, dicoba 7 kali, masih menunggu')).toBeTruthy()
    const push = screen.getByRole('region', { name: 'Push' })
    expect(within(push).getByText('Tidak ada kesalahan.')).toBeTruthy()
    expect(within(push).getByText('–')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Muat ulang' }))
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/admin/notifications/outbox')).toHaveLength(2))
  })

  it('says when e-mail is not sent by this server, and when the figures cannot be read', async () => {
    const quiet: OutboxHealth = {
      channels: troubled.channels.map((c) => ({ ...c, active: c.channel === 'push', waiting: 0, failed: 0, last_error: null })),
    }
    fakeFetch({ 'GET /api/admin/notifications/outbox': { status: 200, body: quiet } })
    const first = renderWithProviders(<OutboxHealthPage />)
    const email = await screen.findByRole('region', { name: 'E-mail' })
    expect(within(email).getByText('Tidak aktif di server ini')).toBeTruthy()
    expect(within(screen.getByRole('region', { name: 'Push' })).queryByText('Tidak aktif di server ini')).toBeNull()
    first.unmount()

    fakeFetch({ 'GET /api/admin/notifications/outbox': { status: 500, body: { code: 'INTERNAL', detail: 'x' } } })
    renderWithProviders(<OutboxHealthPage />)
    expect(await screen.findByText('Gagal memuat kesehatan notifikasi')).toBeTruthy()
  })
})
