import fs from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import zlib from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Agent, startTestApp, type TestApp } from '#server/test/app.ts'
import { setStock } from '#server/test/factories.ts'
import { buildOrder, buildOrderWorld, part, signIn } from '#server/test/order-factories.ts'
import { SESSION_COOKIE } from '../cookies'
import { PERSONAL_HTML } from './answer'
import { STATE_ELEMENT_ID } from './document'

// The first screen the server renders (docs/decisions.md 'First screens from the server'), with the
// web app's own render entry: the visitor's session and data, the route guard's redirects, the
// fallback to the browser's own render, and no answer kept by a cache.
const ENTRY = path.resolve('web/entry-server.tsx')
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'first-screen-'))
const TEMPLATE =
  '<!doctype html><html><head><title>DIPO Parts</title></head><body><div id="root"><!--first-screen--><p>Memuat…</p><!--/first-screen--></div><script type="module" src="/assets/app.js"></script></body></html>'

let t: TestApp
let w: Awaited<ReturnType<typeof buildOrderWorld>>
let own: { id: number }
let listed: { sto_id: string }
let others: { id: number }
let buyer: Agent
let buyer2: Agent
let staff: Agent

beforeAll(async () => {
  fs.mkdirSync(path.join(dist, '.vite'))
  fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE)
  fs.writeFileSync(
    path.join(dist, '.vite', 'route-assets.json'),
    JSON.stringify({
      userLayout: { js: ['assets/layout-1.js'], css: ['assets/layout-1.css'] },
      cart: { js: ['assets/cart-1.js'], css: [] },
    }),
  )
  t = await startTestApp({ webDist: dist, firstScreenEntry: ENTRY, firstScreenBudgetMs: 5_000 })
  const db = t.database.db
  w = await buildOrderWorld(db)
  const p = await part(db)
  listed = p
  await setStock(db, w.jkt.id, p.id, 50)
  own = await buildOrder(db, { branch: w.jkt, store: w.store, creator: w.buyer, lines: [{ product: p, qty_estimasi: 2 }] })
  others = await buildOrder(db, { branch: w.jkt, store: w.store2, creator: w.buyer2, lines: [{ product: p, qty_estimasi: 3 }] })
  buyer = await signIn(t.app, 'beli.satu')
  buyer2 = await signIn(t.app, 'beli.dua')
  staff = await signIn(t.app, 'staf.satu')
  expect((await buyer.post('/api/cart/items', { product_id: p.id, qty: 7 })).statusCode).toBe(200)
}, 60_000)
afterAll(() => t?.close())

interface State {
  session: { user: { username: string } } | null
  queries: { queries: { queryKey: unknown[]; state: { data: unknown } }[] }
  width: number
}

function stateOf(body: string): State {
  const match = new RegExp(`<script type="application/json" id="${STATE_ELEMENT_ID}">([^<]*)</script>`).exec(body)
  if (!match) throw new Error('no first-screen state in the page')
  return JSON.parse(match[1]) as State
}

const dataOf = (state: State, key: unknown[]) =>
  state.queries.queries.find((q) => JSON.stringify(q.queryKey) === JSON.stringify(key))?.state.data

describe("a signed-in visitor's page", () => {
  it("holds the buyer's cart as GET /api/cart answers it, in HTML no cache keeps", async () => {
    const page = await buyer.get('/user/keranjang')
    expect(page.statusCode).toBe(200)
    expect(page.headers['cache-control']).toBe(PERSONAL_HTML)
    expect(page.headers['content-type']).toContain('text/html')
    const state = stateOf(page.body)
    expect(state.session?.user.username).toBe('beli.satu')
    expect(dataOf(state, ['cart'])).toEqual((await buyer.get('/api/cart')).json())
    // the screen itself, not the loader: the cart's part and its quantity are in the HTML
    expect(page.body).toContain('Keranjang')
    expect(page.body).not.toContain('Memuat…')
    // the stylesheets of the page's modules are in its head, their scripts in the template asked after the paint
    expect(page.body).toContain('<link rel="stylesheet" crossorigin href="/assets/layout-1.css">')
    expect(page.body).toMatch(
      /<template id="page-scripts">[\s\S]*<link rel="modulepreload" crossorigin href="\/assets\/cart-1.js">[\s\S]*<\/template>/,
    )
  })

  it('holds an order list and an order as the API answers them', async () => {
    const list = stateOf((await staff.get('/seller/pesanan/estimasi')).body)
    const listed = dataOf(list, ['orders', 'list', { status: 'estimasi', limit: 200 }]) as { pages: unknown[] }
    expect(listed.pages[0]).toEqual((await staff.get('/api/orders?status=estimasi&limit=200')).json())
    const detail = stateOf((await buyer.get(`/user/pesanan/estimasi/${own.id}`)).body)
    expect(dataOf(detail, ['orders', 'detail', own.id])).toEqual((await buyer.get(`/api/orders/${own.id}`)).json())
  })

  it("holds the catalogue list the address names, as GET /api/products-osc answers it; a list the tab keeps is the browser's", async () => {
    const page = await buyer.get(`/user/produk/all?q=${listed.sto_id}&urut=name:desc`)
    expect(page.statusCode).toBe(200)
    const query = stateOf(page.body).queries.queries.find((q) => q.queryKey[0] === 'products-osc')
    const params = query?.queryKey[1] as Record<string, string | number>
    expect(params).toMatchObject({ q: listed.sto_id, order_by: 'name', order_dir: 'desc' })
    const api = await buyer.get(
      `/api/products-osc?${new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]))}`,
    )
    expect((query?.state.data as { pages: unknown[] } | undefined)?.pages[0]).toEqual(api.json())
    // the card itself is in the HTML
    expect(page.body).toContain(listed.sto_id)
    const kept = await buyer.get('/user/produk/all')
    expect(kept.body).toContain('<!--first-screen-->')
    expect(kept.body).not.toContain(STATE_ELEMENT_ID)
  })

  it('holds Sisa Pesanan, Tanya Part and the profile as their calls answer them', async () => {
    const held = async (agent: Agent, page: string, key: unknown[], api: string, paged: boolean) => {
      const data = dataOf(stateOf((await agent.get(page)).body), key)
      expect(paged ? (data as { pages: unknown[] } | undefined)?.pages[0] : data, page).toEqual((await agent.get(api)).json())
    }
    await held(buyer, '/user/sisa-pesanan', ['backorders', 'list', 'user', {}], '/api/user/backorders', true)
    await held(staff, '/seller/sisa-pesanan', ['backorders', 'list', 'seller', {}], '/api/seller/backorders', true)
    await held(
      staff,
      '/seller/tanya-part?state=semua',
      ['part-requests', 'list', { state: 'semua' }],
      '/api/part-requests?state=semua',
      false,
    )
    await held(buyer, '/user/profile', ['profile', 'me'], '/api/profile/me', false)
  })

  it("never holds another store's order, and its page says nothing of it", async () => {
    const page = await buyer.get(`/user/pesanan/estimasi/${others.id}`)
    expect(page.statusCode).toBe(200)
    const state = stateOf(page.body)
    expect(dataOf(state, ['orders', 'detail', others.id])).toBeUndefined()
    const number = ((await buyer2.get(`/api/orders/${others.id}`)).json() as { no_transaksi: string }).no_transaksi
    expect(page.body).not.toContain(number)
  })

  it("keeps two people's pages apart when they are rendered at the same time", async () => {
    const pages = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        (i % 2 === 0 ? buyer : buyer2).get(i % 3 === 0 ? '/user/keranjang' : '/user/pesanan/estimasi'),
      ),
    )
    pages.forEach((page, i) => {
      const state = stateOf(page.body)
      expect(state.session?.user.username, `page ${i}`).toBe(i % 2 === 0 ? 'beli.satu' : 'beli.dua')
      const cart = dataOf(state, ['cart']) as { items: unknown[] }
      expect(cart.items, `page ${i}`).toHaveLength(i % 2 === 0 ? 1 : 0)
    })
  })

  it('is drawn for a phone unless the browser says it is not one', async () => {
    const phone =
      'Mozilla/5.0 (Linux; Android 11; moto g power) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120 Mobile Safari/537.36'
    const asked = await buyer.request('GET', '/user/keranjang', undefined, { headers: { 'user-agent': phone } })
    expect(stateOf(asked.body).width).toBe(390)
    const desk = await buyer.request('GET', '/user/keranjang', undefined, { headers: { 'sec-ch-ua-mobile': '?0' } })
    expect(stateOf(desk.body).width).toBe(1280)
  })

  it('carries no script the page would run inline (the policy forbids it), and no raw < in its state', async () => {
    const page = await buyer.get('/user/keranjang')
    const scripts = page.body.match(/<script\b[^>]*>/g) ?? []
    for (const tag of scripts) expect(tag, tag).toMatch(/type="application\/json"|src="/)
    expect(page.headers['content-security-policy']).toContain("script-src 'self'")
  })
})

describe('the route guard, from the server', () => {
  it('sends a visitor without a session to the sign-in form, with the way back', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/user/keranjang?x=1' })
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toBe('/login?redirect=%2Fuser%2Fkeranjang%3Fx%3D1')
    expect(res.headers['cache-control']).toBe(PERSONAL_HTML)
  })

  it("sends a signed-in visitor from the sign-in form home, and staff away from the buyer's cart", async () => {
    const login = await buyer.get('/login')
    expect([login.statusCode, login.headers.location]).toEqual([302, '/user/produk'])
    const wrong = await staff.get('/user/keranjang')
    expect(wrong.statusCode).toBe(302)
    expect(wrong.headers.location).toBe('/seller/pesanan/estimasi')
  })

  it('treats an ended session as nobody, and a deactivated account too', async () => {
    const leaving = await signIn(t.app, 'beli.dua')
    await leaving.post('/api/auth/logout')
    expect((await leaving.get('/user/keranjang')).headers.location).toMatch(/^\/login/)
    const gone = await signIn(t.app, 'beli.bdg')
    const staffBdg = await signIn(t.app, 'staf.bdg')
    expect((await staffBdg.post(`/api/seller/users/${w.buyerBdg.id}/deactivate`, {})).statusCode).toBe(200)
    const res = await gone.get('/user/keranjang')
    expect(res.statusCode).toBe(302)
    expect(res.headers.location).toMatch(/^\/login/)
    expect(res.body).not.toContain('beli.bdg')
  })

  it('renders the sign-in form for nobody, and leaves an unknown address to the browser', async () => {
    const login = await t.app.inject({ method: 'GET', url: '/login' })
    expect(login.statusCode).toBe(200)
    expect(stateOf(login.body).session).toBeNull()
    expect(login.body).toContain('Masuk')
    const unknown = await buyer.get('/user/tidak-ada')
    expect(unknown.statusCode).toBe(200)
    expect(unknown.body).toContain('<!--first-screen-->')
    expect(unknown.body).not.toContain(STATE_ELEMENT_ID)
  })
})

describe('a render that cannot be done', () => {
  it('leaves the page to the browser (index.html as it is), never an error page', async () => {
    const entries = {
      'broken-plan.mjs': 'export function planFirstScreen() { throw new Error("render failed") }\n',
      'slow-plan.mjs': 'export function planFirstScreen() { return new Promise(() => {}) }\n',
      'broken-render.mjs':
        'export function planFirstScreen() { return { kind: "render", modules: [], render: async () => { throw new Error("x") } } }\n',
      'slow-render.mjs':
        'export function planFirstScreen() { return { kind: "render", modules: [], render: () => new Promise(() => {}) } }\n',
    }
    for (const [name, source] of Object.entries(entries)) {
      const entry = path.join(dist, name)
      fs.writeFileSync(entry, source)
      const other = await startTestApp({ webDist: dist, firstScreenEntry: entry, firstScreenBudgetMs: 100 })
      try {
        const agent = await signIn(other.app, await seedBuyer(other))
        const page = await agent.get('/user/keranjang')
        expect(page.statusCode, name).toBe(200)
        expect(page.body, name).toContain('<!--first-screen--><p>Memuat…</p><!--/first-screen--></div>')
        expect(page.body, name).toContain('</html>')
        expect(page.body, name).not.toContain(STATE_ELEMENT_ID)
      } finally {
        await other.close()
      }
    }
  }, 60_000)
})

interface Streamed {
  firstMs: number
  endMs: number
  body: string
  encoding: string
}

/** A page asked over a real socket: when its first bytes came, when its last, and what it said. */
function streamed(url: string, cookie: string): Promise<Streamed> {
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const asked = http.get(url, { headers: { cookie, 'accept-encoding': 'br' } }, (res) => {
      const chunks: Buffer[] = []
      let firstMs = 0
      res.once('data', () => {
        firstMs = performance.now() - started
      })
      const unpacked = res.pipe(zlib.createBrotliDecompress())
      unpacked.on('data', (chunk: Buffer) => chunks.push(chunk))
      unpacked.on('error', reject)
      unpacked.on('end', () =>
        resolve({
          firstMs,
          endMs: performance.now() - started,
          body: Buffer.concat(chunks).toString(),
          encoding: String(res.headers['content-encoding']),
        }),
      )
    })
    asked.on('error', reject)
  })
}

describe("the page's head", () => {
  it('goes out before the screen is rendered, compressed as the browser asks, and the screen follows', async () => {
    const entry = path.join(dist, 'late-render.mjs')
    fs.writeFileSync(
      entry,
      'export function planFirstScreen() { return { kind: "render", modules: ["cart"], render: () => new Promise((done) => setTimeout(() => done({ kind: "page", html: "<main>Keranjang</main>", state: { n: 1 } }), 700)) } }\n',
    )
    const other = await startTestApp({ webDist: dist, firstScreenEntry: entry, firstScreenBudgetMs: 5_000, apiCompression: 'br' })
    try {
      const agent = await signIn(other.app, await seedBuyer(other))
      const address = await other.app.listen({ port: 0, host: '127.0.0.1' })
      const page = await streamed(`${address}/user/keranjang`, `${SESSION_COOKIE}=${agent.cookie(SESSION_COOKIE)}`)
      expect(page.encoding).toBe('br')
      expect(page.firstMs).toBeLessThan(500)
      expect(page.endMs).toBeGreaterThanOrEqual(700)
      expect(page.body).toContain('<template id="page-scripts"><link rel="modulepreload" crossorigin href="/assets/cart-1.js">')
      expect(page.body).toContain('<div id="root"><main>Keranjang</main></div>')
      expect(page.body).toContain(`id="${STATE_ELEMENT_ID}">{"n":1}</script>`)
    } finally {
      await other.close()
    }
  }, 60_000)
})

describe('a read of a route with a per-visitor limit', () => {
  it("counts the page's reads within the same limit: past it the list is left to the browser", async () => {
    const limited = await startTestApp({
      webDist: dist,
      firstScreenEntry: ENTRY,
      firstScreenBudgetMs: 5_000,
      catalogueRatePerMinute: 2,
    })
    try {
      const agent = await signIn(limited.app, await seedBuyer(limited))
      const held = async () => {
        const page = await agent.get('/user/produk/all?q=PRT')
        expect(page.statusCode).toBe(200)
        return stateOf(page.body).queries.queries.some((q) => q.queryKey[0] === 'products-osc')
      }
      expect([await held(), await held(), await held()]).toEqual([true, true, false])
    } finally {
      await limited.close()
    }
  })
})

async function seedBuyer(other: TestApp): Promise<string> {
  await buildOrderWorld(other.database.db)
  return 'beli.satu'
}
