// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { listUser, userPage } from '#web/features/management/test-fixtures.ts'
import { type FakeAnswer, fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { UserListPage } from './user-list-page'

/** Lets a test scroll the sentinel into view; remembers the margin it was asked with. */
class FakeObserver {
  static all: FakeObserver[] = []
  disconnected = false
  constructor(
    readonly callback: (entries: { isIntersecting: boolean }[]) => void,
    readonly options: { rootMargin?: string },
  ) {
    FakeObserver.all.push(this)
  }
  observe() {}
  disconnect() {
    this.disconnected = true
  }
  static scrollToEnd() {
    const live = FakeObserver.all.filter((observer) => !observer.disconnected)
    act(() => live.at(-1)?.callback([{ isIntersecting: true }]))
    return live.at(-1)
  }
}

const slow = { timeout: 3000 }
const listCalls = (calls: { path: string }[]) => calls.filter((call) => call.path.startsWith('/api/seller/users?'))

function setWide(wide: boolean) {
  window.matchMedia = (query: string) =>
    ({
      matches: wide ? query.includes('min-width') : query.includes('max-width'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }) as MediaQueryList
}

const renderList = () =>
  renderWithProviders(
    <Routes>
      <Route path="/seller/manajemen-user/list-user" element={<UserListPage />} />
    </Routes>,
    { route: '/seller/manajemen-user/list-user' },
  )

const firstPage = userPage(
  [
    listUser(1, { username: 'budi' }),
    listUser(2, { username: 'sari', is_active: false }),
    listUser(3, { username: 'staf1', role: 'staff', store: null, store_code: null }),
  ],
  'c1',
)

describe('List User', () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    setWide(true)
    FakeObserver.all = []
    vi.stubGlobal('IntersectionObserver', FakeObserver)
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('always sends role_bottom=staff, marks staff and inactive accounts, and loads the next page by cursor', async () => {
    const { calls } = fakeFetch({ 'GET /api/seller/users': [firstPage, userPage([listUser(4, { username: 'zaki' })])] })
    renderList()
    expect(await screen.findByText('budi')).toBeTruthy()
    expect(listCalls(calls)[0].path).toBe('/api/seller/users?sort=created_at&dir=desc&role_bottom=staff&limit=50')
    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent)
    expect(headers).toEqual(['Username', 'Nama', 'Role', 'Toko', 'No. HP', 'Dibuat'])
    expect(within(screen.getByText('sari').closest('tr') as HTMLElement).getByText('Nonaktif')).toBeTruthy()
    expect(within(screen.getByText('staf1').closest('tr') as HTMLElement).getByText('STAF')).toBeTruthy()

    const observer = FakeObserver.scrollToEnd()
    expect(observer?.options.rootMargin).toBe('200px')
    expect(await screen.findByText('zaki')).toBeTruthy()
    expect(listCalls(calls)[1].path).toBe('/api/seller/users?sort=created_at&dir=desc&role_bottom=staff&limit=50&cursor=c1')
  })

  it('does not search with one character, does with two; a column filter and sort go to the server', async () => {
    const { calls } = fakeFetch({ 'GET /api/seller/users': userPage([listUser(1, { username: 'budi' })]) })
    renderList()
    await screen.findByText('budi')
    fireEvent.change(screen.getByLabelText('Cari user'), { target: { value: 'b' } })
    expect(screen.getByText('Ketik minimal 2 karakter untuk mencari.')).toBeTruthy()
    await new Promise((resolve) => setTimeout(resolve, 500))
    expect(listCalls(calls)).toHaveLength(1)
    fireEvent.change(screen.getByLabelText('Cari user'), { target: { value: 'bu' } })
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toContain('search=bu&'), slow)

    fireEvent.click(screen.getByRole('button', { name: 'Pengaturan kolom Toko' }))
    fireEvent.change(await screen.findByLabelText('Filter Toko'), { target: { value: 'maju' } })
    await waitFor(() => expect(listCalls(calls).at(-1)?.path).toContain('filter_store=maju'), slow)
    fireEvent.click(screen.getByText('Naik'))
    await waitFor(
      () =>
        expect(listCalls(calls).at(-1)?.path).toBe(
          '/api/seller/users?search=bu&filter_store=maju&sort=store&dir=asc&role_bottom=staff&limit=50',
        ),
      slow,
    )
  })

  it('says when loading failed, when nothing matched, and when a later page failed', async () => {
    const failed: FakeAnswer = { status: 500 }
    fakeFetch({ 'GET /api/seller/users': [failed, userPage([], null)] })
    renderList()
    expect(await screen.findByText('Gagal mengambil data user')).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Coba lagi' }))
    expect(await screen.findByText('Tidak ada data.')).toBeTruthy()
    cleanup()

    fakeFetch({ 'GET /api/seller/users': [firstPage, failed] })
    renderList()
    await screen.findByText('budi')
    FakeObserver.scrollToEnd()
    expect(await screen.findByText('Gagal memuat data lanjutan')).toBeTruthy()
    expect(screen.getByText('budi')).toBeTruthy()
  })

  it('shows cards on a phone, with one settings popup', async () => {
    setWide(false)
    fakeFetch({ 'GET /api/seller/users': firstPage })
    renderList()
    await screen.findByText('budi')
    const list = screen.getByRole('list', { name: 'Daftar user' })
    expect(within(list).getAllByRole('listitem')).toHaveLength(3)
    expect(screen.queryByRole('table')).toBeNull()
    fireEvent.click(screen.getByRole('button', { name: 'Pengaturan' }))
    expect(await screen.findByLabelText('Filter No. HP')).toBeTruthy()
  })
})
