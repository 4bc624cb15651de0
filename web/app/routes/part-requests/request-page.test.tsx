// @vitest-environment jsdom
// One 'Tanya Part' request (product.md §14.4): what was asked and the thread, the answer's parts at
// the store's prices; the buyer's 'Tambah ke Keranjang' sends the version on screen once however
// fast the taps, then says how many went in with 'Buka Keranjang'; staff find parts in the
// catalogue, answer with them, and a colleague's answer in between is said in the server's words
// and the request read again.
import { notifications } from '@mantine/notifications'
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { Route, Routes } from 'react-router'
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { PartRequest } from '#common/part-requests.ts'
import { fakeFetch, installDomShims, renderWithProviders } from '#web/test-utils/render.tsx'
import { RequestPage } from './request-page'

const PHOTO = 'Ab3_defGhijKLmnop-qrSt'

const line = (part_no: string, over: object = {}) => ({
  product_id: part_no === 'MZ690001' ? 1 : 2,
  part_no,
  name: part_no === 'MZ690001' ? 'PAD SET FR BRAKE XPANDER' : 'SHOE SET RR BRAKE XPANDER',
  unit: 'PCS',
  qty: 2,
  note: null,
  price: 360_000,
  price_list: 400_000,
  discount_percent: 10,
  price_source: 'toko' as const,
  ...over,
})

function request(over: Partial<PartRequest> = {}): PartRequest {
  return {
    id: 5,
    state: 'dijawab',
    state_label: 'Dijawab',
    vehicle_model: 'Xpander',
    vehicle_year: 2019,
    need: 'Kampas rem depan',
    qty: 2,
    toko: 'TOKO MAJU JAYA',
    kode_toko: 'TK001',
    created_at: '2026-11-20T03:00:00.000Z',
    updated_at: '2026-11-20T04:00:00.000Z',
    photo_count: 1,
    vin: 'MK2NC4GU7KJ000123',
    version: 3,
    photos: [PHOTO],
    messages: [
      {
        id: 1,
        side: 'seller',
        author: 'Sari Staf',
        body: 'Ini kampasnya',
        created_at: '2026-11-20T04:00:00.000Z',
        lines: [
          line('MZ690001', { note: 'Depan' }),
          line('MZ690002', { qty: 1, price: 300_000, price_list: 300_000, discount_percent: 0, price_source: 'daftar' }),
        ],
      },
    ],
    can_answer: false,
    can_reply: true,
    can_add_to_cart: true,
    can_close: true,
    ...over,
  }
}

const EMPTY_CART = { items: [], total_active_items: 3, max_active_items: 200 }

function renderAt(side: 'user' | 'seller') {
  notifications.clean()
  return renderWithProviders(
    <Routes>
      <Route path={`/${side}/tanya-part/:id`} element={<RequestPage side={side} />} />
      <Route path="/user/keranjang" element={<p>Halaman keranjang</p>} />
    </Routes>,
    { route: `/${side}/tanya-part/5` },
  )
}

type Call = { method: string; path: string; body: unknown }
const bodiesOf = (calls: Call[], key: string) =>
  calls.filter((c) => `${c.method} ${c.path}` === key).map((c) => JSON.parse(String(c.body)))

describe('a Tanya Part request', { timeout: 15_000 }, () => {
  beforeAll(installDomShims)
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it("shows the buyer what he asked and the branch's parts at his prices; one tap puts them in his cart", async () => {
    const done = request({
      state: 'selesai',
      state_label: 'Selesai',
      can_add_to_cart: false,
      can_reply: false,
      can_close: false,
      version: 4,
    })
    const { calls } = fakeFetch({
      'GET /api/part-requests/5': { status: 200, body: request() },
      'POST /api/part-requests/5/cart': {
        status: 200,
        body: {
          added: [
            { sto_id: 'MZ690001', qty: 2, capped: false },
            { sto_id: 'MZ690002', qty: 1, capped: false },
          ],
          replaced: [],
          skipped: [],
          request: done,
          cart: EMPTY_CART,
        },
      },
    })
    renderAt('user')
    expect(await screen.findByRole('heading', { name: 'Xpander 2019' })).toBeTruthy()
    expect(screen.getByText('MK2NC4GU7KJ000123')).toBeTruthy()
    expect(screen.getByRole('img', { name: 'Foto part ke-1' }).getAttribute('src')).toBe(`/api/part-request-photos/${PHOTO}`)
    const parts = screen.getByRole('list', { name: 'Part dari cabang' })
    const [pad, shoe] = within(parts).getAllByRole('listitem')
    expect(pad.textContent).toContain('MZ690001')
    expect(pad.textContent).toContain('Depan')
    expect(pad.textContent).toMatch(/Rp\. 360\.000/)
    expect(pad.textContent).toMatch(/Rp\. 400\.000/)
    expect(shoe.textContent).toContain('1 PCS')

    const add = screen.getByRole('button', { name: 'Tambah ke Keranjang' })
    fireEvent.click(add)
    fireEvent.click(add)
    expect(await screen.findByText('2 part ditambahkan ke keranjang')).toBeTruthy()
    expect(bodiesOf(calls, 'POST /api/part-requests/5/cart')).toEqual([{ version: 3 }])
    expect(screen.queryByRole('button', { name: 'Tambah ke Keranjang' })).toBeNull()
    expect(screen.getByText('Selesai')).toBeTruthy()
    fireEvent.click(screen.getByRole('link', { name: 'Buka Keranjang' }))
    expect(await screen.findByText('Halaman keranjang')).toBeTruthy()
  })

  it('lets the buyer write back to the branch', async () => {
    const { calls } = fakeFetch({
      'GET /api/part-requests/5': { status: 200, body: request() },
      'POST /api/part-requests/5/reply': {
        status: 200,
        body: request({ state: 'baru', state_label: 'Baru', version: 4, can_add_to_cart: false }),
      },
    })
    renderAt('user')
    const box = await screen.findByRole('textbox', { name: 'Pesan' })
    const send = screen.getByRole('button', { name: 'Kirim Pesan' })
    expect((send as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(box, { target: { value: 'Yang belakang juga ada?' } })
    fireEvent.click(send)
    expect(await screen.findByText('Pesan terkirim.')).toBeTruthy()
    expect(bodiesOf(calls, 'POST /api/part-requests/5/reply')).toEqual([{ version: 3, message: 'Yang belakang juga ada?' }])
  })

  it("lets staff find two parts and answer with them; a colleague's answer in between is said and read again", async () => {
    const open = request({
      state: 'baru',
      state_label: 'Baru',
      messages: [],
      can_answer: true,
      can_reply: false,
      can_add_to_cart: false,
      version: 1,
    })
    const product = (id: number, sto_id: string, name: string) => ({ id, sto_id, name, price: 400_000 })
    const stale = 'Permintaan ini baru saja diubah. Muat ulang untuk melihat yang terbaru.'
    const { calls } = fakeFetch({
      'GET /api/part-requests/5': [
        { status: 200, body: open },
        { status: 200, body: { ...open, version: 2 } },
      ],
      'GET /api/products': {
        status: 200,
        body: { items: [product(1, 'MZ690001', 'PAD SET FR BRAKE'), product(2, 'MZ690002', 'SHOE SET RR BRAKE')] },
      },
      'POST /api/part-requests/5/answer': [
        { status: 409, body: { code: 'PART_REQUEST_STALE', detail: stale } },
        { status: 200, body: { ...open, state: 'dijawab', version: 3 } },
      ],
    })
    renderAt('seller')
    expect(await screen.findByText('TOKO MAJU JAYA (TK001)')).toBeTruthy()
    const send = screen.getByRole('button', { name: 'Kirim Jawaban' })
    expect((send as HTMLButtonElement).disabled).toBe(true)
    fireEvent.change(screen.getByRole('textbox', { name: 'Cari part' }), { target: { value: 'kampas rem' } })
    fireEvent.click(await screen.findByRole('button', { name: 'Tambah MZ690001' }, { timeout: 3000 }))
    fireEvent.click(screen.getByRole('button', { name: 'Tambah MZ690002' }))
    expect((screen.getByRole('button', { name: 'Tambah MZ690001' }) as HTMLButtonElement).disabled).toBe(true)
    const picked = screen.getByRole('list', { name: 'Part jawaban' })
    expect(within(picked).getAllByRole('listitem')).toHaveLength(2)
    fireEvent.change(screen.getByRole('textbox', { name: 'Jumlah MZ690002' }), { target: { value: '1' } })
    fireEvent.change(screen.getByRole('textbox', { name: 'Catatan MZ690001' }), { target: { value: 'Depan' } })
    const found = calls.find((c) => c.path.startsWith('/api/products'))
    expect(found?.path).toContain('q=kampas+rem')

    fireEvent.click(send)
    expect(await screen.findByText(stale)).toBeTruthy()
    await waitFor(() => expect(calls.filter((c) => c.path === '/api/part-requests/5')).toHaveLength(2))
    // the draft stays; sent again, it names the version now on screen
    fireEvent.click(screen.getByRole('button', { name: 'Kirim Jawaban' }))
    expect(await screen.findByText('Jawaban terkirim ke pembeli.')).toBeTruthy()
    expect(bodiesOf(calls, 'POST /api/part-requests/5/answer')).toEqual([
      {
        version: 1,
        lines: [
          { part_no: 'MZ690001', qty: 2, note: 'Depan' },
          { part_no: 'MZ690002', qty: 1 },
        ],
      },
      {
        version: 2,
        lines: [
          { part_no: 'MZ690001', qty: 2, note: 'Depan' },
          { part_no: 'MZ690002', qty: 1 },
        ],
      },
    ])
  })

  it('says a request of another store or branch is not found', async () => {
    fakeFetch({})
    renderAt('user')
    expect(await screen.findByText('Permintaan tidak ditemukan')).toBeTruthy()
  })
})
