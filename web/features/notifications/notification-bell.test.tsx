// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { NotificationItem, NotificationList } from '#common/notifications.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { NotificationBell } from './components/notification-bell'

function item(id: number, over: Partial<NotificationItem> = {}): NotificationItem {
  return {
    id,
    event: 'konfirmasi',
    order_id: 40 + id,
    title: `Estimasi DPO/JKT01/202611/0000${id} sudah dikonfirmasi`,
    body: 'TOKO MAJU JAYA: 2 part dikonfirmasi cabang (Ada 1, Sebagian 1, Indent 0, Kosong 0).',
    link: `/user/pesanan/konfirmasi/${40 + id}`,
    created_at: new Date(Date.now() - 5 * 60_000).toISOString(),
    read: false,
    ...over,
  }
}
const list = (items: NotificationItem[], unread: number): { status: number; body: NotificationList } => ({
  status: 200,
  body: { items, unread_count: unread, next_cursor: null },
})

function renderBell() {
  return renderWithProviders(
    <Routes>
      <Route path="/user/produk" element={<NotificationBell />} />
      <Route path="/user/pesanan/konfirmasi/:id" element={<p>halaman pesanan</p>} />
    </Routes>,
    { route: '/user/produk' },
  )
}

beforeAll(installDomShims)
beforeEach(() => {
  document.cookie = 'csrf=tok; path=/'
})
afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('the bell', () => {
  it('names how many messages wait, up to 99+', async () => {
    fakeFetch({ 'GET /api/notifications': list([item(1)], 120) })
    renderBell()
    expect(await screen.findByRole('button', { name: 'Notifikasi, 99+ belum dibaca' })).toBeTruthy()
    expect(screen.getByText('99+')).toBeTruthy()
  })

  it('shows no count when everything is read', async () => {
    const { calls } = fakeFetch({ 'GET /api/notifications': list([item(1, { read: true })], 0) })
    renderBell()
    await waitFor(() => expect(calls.length).toBe(1))
    expect(screen.getByRole('button', { name: 'Notifikasi' })).toBeTruthy()
  })

  it('lists the messages, marks one read and opens its order', async () => {
    const { calls } = fakeFetch({
      'GET /api/notifications': list([item(2), item(1, { read: true })], 1),
      'POST /api/notifications/read': { status: 200, body: { marked: 1, unread_count: 0 } },
    })
    renderBell()
    fireEvent.click(await screen.findByRole('button', { name: 'Notifikasi, 1 belum dibaca' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifikasi' })
    const entries = await within(panel).findAllByTestId('notification')
    expect(entries).toHaveLength(2)
    expect(entries[0].getAttribute('aria-label')).toMatch(/^Belum dibaca: Estimasi DPO\/JKT01\/202611\/00002/)
    expect(within(panel).getAllByText('5 menit lalu')).toHaveLength(2)
    fireEvent.click(entries[0])
    expect(await screen.findByText('halaman pesanan')).toBeTruthy()
    const post = calls.find((c) => c.method === 'POST')
    expect(post?.path).toBe('/api/notifications/read')
    expect(post?.body).toBe('{"ids":[2]}')
  })

  it('marks all read at once', async () => {
    const { calls } = fakeFetch({
      'GET /api/notifications': list([item(2), item(1)], 2),
      'POST /api/notifications/read': { status: 200, body: { marked: 2, unread_count: 0 } },
    })
    renderBell()
    fireEvent.click(await screen.findByRole('button', { name: 'Notifikasi, 2 belum dibaca' }))
    const panel = await screen.findByRole('dialog', { name: 'Notifikasi' })
    fireEvent.click(await within(panel).findByRole('button', { name: 'Tandai semua dibaca' }))
    expect(await screen.findByRole('button', { name: 'Notifikasi' })).toBeTruthy()
    expect(calls.find((c) => c.method === 'POST')?.body).toBe('{"all":true}')
  })
})
