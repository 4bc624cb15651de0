// @vitest-environment jsdom
// Tanya Part's lists (product.md §14.4): the open requests by default, newest first as the server
// sends them; the state filter and (for staff) the store filter live in the address and reach the
// call; a buyer has 'Tanya Part Baru' and no store filter; its own words when there is none.
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes, useLocation } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PartRequestSummary } from '#common/part-requests.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { RequestListPage } from './request-list-page'

const LIST = 'GET /api/part-requests'

const summary = (id: number, over: Partial<PartRequestSummary> = {}): PartRequestSummary => ({
  id,
  state: 'baru',
  state_label: 'Baru',
  vehicle_model: 'Pajero Sport',
  vehicle_year: 2018,
  need: `Kebutuhan ${id}`,
  qty: 1,
  toko: 'BENGKEL SENTOSA',
  kode_toko: 'TK002',
  created_at: '2026-11-20T03:00:00.000Z',
  updated_at: '2026-11-20T03:00:00.000Z',
  photo_count: id === 1 ? 2 : 0,
  ...over,
})
const page = (items: PartRequestSummary[], total = items.length) => ({
  status: 200,
  body: { items, total, page: 1, page_size: 20 },
})

function Where() {
  const location = useLocation()
  return <output aria-label="alamat">{location.pathname + location.search}</output>
}

function renderAt(side: 'user' | 'seller') {
  return renderWithProviders(
    <Routes>
      <Route
        path={`/${side}/tanya-part`}
        element={
          <>
            <RequestListPage side={side} />
            <Where />
          </>
        }
      />
    </Routes>,
    { route: `/${side}/tanya-part` },
  )
}

const lists = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'GET' && c.path.startsWith('/api/part-requests')).map((c) => c.path)

describe('Tanya Part lists', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("shows the branch's open requests with their store, and filters by state and store through the address", async () => {
    const { calls } = fakeFetch({
      [LIST]: [page([summary(1), summary(2, { state: 'dijawab', state_label: 'Dijawab' })], 45), page([])],
    })
    renderAt('seller')
    const list = await screen.findByRole('list', { name: 'Daftar Tanya Part' })
    const cards = within(list).getAllByRole('listitem')
    expect(cards).toHaveLength(2)
    expect(cards[0].getAttribute('href')).toBe('/seller/tanya-part/1')
    expect(cards[0].textContent).toContain('Pajero Sport 2018')
    expect(cards[0].textContent).toContain('BENGKEL SENTOSA (TK002)')
    expect(cards[0].textContent).toContain('2 foto')
    expect(lists(calls)).toEqual(['/api/part-requests'])
    // 45 requests: three pages
    expect(screen.getByRole('button', { name: 'Halaman 3' })).toBeTruthy()

    fireEvent.change(screen.getByRole('textbox', { name: 'Toko' }), { target: { value: 'sentosa' } })
    await waitFor(() => expect(lists(calls).at(-1)).toBe('/api/part-requests?store=sentosa'))
    expect(screen.getByRole('status', { name: 'alamat' }).textContent).toBe('/seller/tanya-part?store=sentosa')
    expect(await screen.findByText('Belum ada permintaan.')).toBeTruthy()
  })

  it("gives a buyer 'Tanya Part Baru' and no store filter", async () => {
    fakeFetch({ [LIST]: page([summary(3, { toko: 'TOKO MAJU JAYA' })]) })
    renderAt('user')
    const list = await screen.findByRole('list', { name: 'Daftar Tanya Part' })
    expect(within(list).getAllByRole('listitem')[0].textContent).not.toContain('TOKO MAJU JAYA')
    expect(screen.getByRole('link', { name: 'Tanya Part Baru' }).getAttribute('href')).toBe('/user/tanya-part/baru')
    expect(screen.queryByRole('textbox', { name: 'Toko' })).toBeNull()
  })
})
