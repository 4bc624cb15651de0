import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '#server/test/app.ts'
import { setStock } from '#server/test/factories.ts'
import { buildOrderWorld, part, signIn } from '#server/test/order-factories.ts'
import { STATE_ELEMENT_ID } from './document'

// First screens rendered in worker threads (render-pool.ts): the page's reads still answered on the
// main thread with the visitor's own session, a render that fails or never ends left to the browser,
// and the thread free again for the next page.
const dist = fs.mkdtempSync(path.join(os.tmpdir(), 'render-pool-'))
const TEMPLATE =
  '<!doctype html><html><head><title>DIPO Parts</title></head><body><div id="root"><!--first-screen--><p>Memuat…</p><!--/first-screen--></div></body></html>'

/** An entry as the server build exports it, plain JavaScript, whose screen is what its reads answered. */
const READING_ENTRY = `
import { isMainThread } from 'node:worker_threads'
export function planFirstScreen(input) {
  return { kind: 'render', modules: [], render: async () => {
    const cart = await input.read('/cart', {})
    let refused = ''
    try { await input.read('/tidak-ada', {}) } catch (error) { refused = error.message }
    input.report(new Error('a part left to the browser'))
    const lines = cart.items.map((item) => item.product_id + 'x' + item.qty).join(',')
    return { kind: 'page', html: '<main>' + lines + '</main>', state: { cart, refused, mainThread: isMainThread } }
  } }
}
`

function entry(name: string, source: string): string {
  const file = path.join(dist, name)
  fs.writeFileSync(file, source)
  return file
}

function stateOf(body: string): { cart: unknown; refused: string; mainThread: boolean } {
  const json = new RegExp(`id="${STATE_ELEMENT_ID}">([^<]*)</script>`).exec(body)?.[1]
  if (!json) throw new Error(`no state in ${body.slice(0, 300)}`)
  return JSON.parse(json)
}

describe('first screens in render threads', () => {
  let t: TestApp
  beforeAll(async () => {
    fs.writeFileSync(path.join(dist, 'index.html'), TEMPLATE)
    t = await startTestApp({ webDist: dist, firstScreenEntry: entry('reading.mjs', READING_ENTRY), firstScreenThreads: 2 })
  }, 60_000)
  afterAll(() => t?.close())

  it("renders off the main thread, each page with its own visitor's reads, at the same time", async () => {
    const db = t.database.db
    const w = await buildOrderWorld(db)
    const [one, two] = [await part(db), await part(db)]
    await setStock(db, w.jkt.id, one.id, 50)
    await setStock(db, w.jkt.id, two.id, 50)
    const first = await signIn(t.app, 'beli.satu')
    const second = await signIn(t.app, 'beli.dua')
    expect((await first.post('/api/cart/items', { product_id: one.id, qty: 3 })).statusCode).toBe(200)
    expect((await second.post('/api/cart/items', { product_id: two.id, qty: 8 })).statusCode).toBe(200)

    const pages = await Promise.all(Array.from({ length: 6 }, (_, i) => (i % 2 ? second : first).get('/user/keranjang')))
    for (const [i, page] of pages.entries()) {
      const own = i % 2 ? second : first
      const state = stateOf(page.body)
      expect(state.mainThread).toBe(false)
      // the read answered as the API answers this visitor, and never the other's
      expect(state.cart).toEqual((await own.get('/api/cart')).json())
      expect(page.body).toContain(i % 2 ? `<main>${two.id}x8</main>` : `<main>${one.id}x3</main>`)
      // a refused read is an error in the thread, as it would be in the browser
      expect(state.refused).toContain('tidak-ada')
      expect(page.headers['cache-control']).toBe('private, no-store')
    }
  }, 60_000)
})

describe('a render thread that fails or never ends', () => {
  it('leaves that page to the browser and renders the next one', async () => {
    const file = entry(
      'moody.mjs',
      `export function planFirstScreen(input) { return { kind: "render", modules: [], render: () =>
        input.url.includes("never") ? new Promise(() => {})
        : input.url.includes("broken") ? Promise.reject(new Error("x"))
        : Promise.resolve({ kind: "page", html: "<main>ok</main>", state: { ok: 1 } }) } }\n`,
    )
    // one thread: a page after a render that never ended is rendered only if the thread was let go
    const other = await startTestApp({ webDist: dist, firstScreenEntry: file, firstScreenBudgetMs: 400, firstScreenThreads: 1 })
    try {
      await buildOrderWorld(other.database.db)
      const agent = await signIn(other.app, 'beli.satu')
      for (const [address, rendered] of [
        ['/user/keranjang?never', false],
        ['/user/keranjang', true],
        ['/user/keranjang?broken', false],
        ['/user/keranjang', true],
      ] as const) {
        const page = await agent.get(address)
        expect(page.statusCode, address).toBe(200)
        if (rendered) expect(page.body, address).toContain('<div id="root"><main>ok</main></div>')
        else expect(page.body, address).toContain('<!--first-screen--><p>Memuat…</p><!--/first-screen--></div>')
        expect(page.body.includes(STATE_ELEMENT_ID), address).toBe(rendered)
      }
    } finally {
      await other.close()
    }
  }, 60_000)
})

describe('a render thread at the start', () => {
  it('has loaded the build before the first visitor: the first page is rendered, not left to the browser', async () => {
    // a build that takes 800 ms to load, and a budget of 500: a thread loading it on the first page would miss it
    const file = entry(
      'slow-load.mjs',
      `await new Promise((done) => setTimeout(done, 800))
      export function planFirstScreen() { return { kind: "render", modules: [], render: async () => ({ kind: "page", html: "<main>ok</main>", state: {} }) } }\n`,
    )
    const other = await startTestApp({ webDist: dist, firstScreenEntry: file, firstScreenBudgetMs: 500, firstScreenThreads: 2 })
    try {
      await buildOrderWorld(other.database.db)
      const agent = await signIn(other.app, 'beli.satu')
      const pages = await Promise.all([agent.get('/user/keranjang'), agent.get('/user/keranjang')])
      for (const page of pages) expect(page.body).toContain('<div id="root"><main>ok</main></div>')
    } finally {
      await other.close()
    }
  }, 60_000)
})
