import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { assignChunks, chunkOf, type RouteMap, routeMap, SMALL_SET } from './vite-route-chunks'

const W = '/app/web'
function chunk(fileName: string, moduleIds: string[], extra: Partial<Rolldown.OutputChunk> = {}): Rolldown.OutputChunk {
  return {
    type: 'chunk',
    fileName,
    moduleIds,
    imports: [],
    isEntry: false,
    isDynamicEntry: false,
    facadeModuleId: null,
    ...extra,
  } as Rolldown.OutputChunk
}

// The bundler's own split of a small app: the page's tiny entry, the app's start it imports, two
// layouts, three pages and shared chunks.
const firstBuild = [
  chunk('index.js', [`${W}/index.html`, `${W}/start.ts`, 'preload-helper'], {
    isEntry: true,
    facadeModuleId: `${W}/index.html`,
  }),
  chunk('main.js', [`${W}/main.tsx`, 'react'], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/main.tsx`,
    imports: ['Box.js', 'index.js'],
  }),
  chunk('Box.js', ['Box']),
  chunk('user-layout.js', [`${W}/app/layouts/user-layout.tsx`], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/app/layouts/user-layout.tsx`,
    imports: ['nav.js', 'Box.js'],
  }),
  chunk('seller-layout.js', [`${W}/app/layouts/seller-layout.tsx`], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/app/layouts/seller-layout.tsx`,
    imports: ['nav.js'],
  }),
  chunk('nav.js', ['Modal']),
  chunk('cart.js', [`${W}/app/routes/cart/pages.tsx`], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/app/routes/cart/pages.tsx`,
    imports: ['Table.js'],
  }),
  chunk('management.js', [`${W}/app/routes/management/pages.tsx`], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/app/routes/management/pages.tsx`,
    imports: ['Table.js', 'zod.js'],
  }),
  chunk('profile.js', [`${W}/app/routes/profile/pages.tsx`, 'Avatar'], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/app/routes/profile/pages.tsx`,
    imports: ['zod.js'],
  }),
  chunk('Table.js', ['Table']),
  chunk('zod.js', ['zod']),
]

describe('routeMap', () => {
  const map = routeMap({ chunks: firstBuild, importsOf: new Map() })

  it('gives each module the routes whose chunks load it, through static imports', () => {
    expect([...(map.routesOf.get('Box') ?? [])].sort()).toEqual([`${W}/app/layouts/user-layout.tsx`, `${W}/main.tsx`])
    expect([...(map.routesOf.get('Table') ?? [])].sort()).toEqual([
      `${W}/app/routes/cart/pages.tsx`,
      `${W}/app/routes/management/pages.tsx`,
    ])
    expect([...(map.routesOf.get('Avatar') ?? [])]).toEqual([`${W}/app/routes/profile/pages.tsx`])
    expect(map.entries).toEqual(new Set([`${W}/main.tsx`]))
    expect(map.pageEntries).toEqual(new Set([`${W}/index.html`]))
  })

  it('sends each module to the chunk of the routes that load it', () => {
    const of = (id: string) => chunkOf(map.routesOf.get(id), map)
    expect(of('react')).toBe('app')
    expect(of('Box')).toBe('app') // the app's start loads it: a layout does not take it away
    // what the page's entry shares with the app: out of 'app', or the entry would import the app before the paint
    expect(of('preload-helper')).toBe('start')
    expect(of(`${W}/start.ts`)).toBe('start')
    expect(of(`${W}/app/layouts/user-layout.tsx`)).toBe('layout')
    expect(of('Modal')).toBe('layout')
    expect(of('Table')).toBe('pages-cart') // the cart is an everyday page; management is not
    expect(of('zod')).toBe('forms') // only management and profile: off the everyday pages
    expect(of('Avatar')).toBeNull() // one page: stays in its chunk
    expect(of(`${W}/app/routes/cart/pages.tsx`)).toBeNull()
    expect(of('unknown')).toBeNull()
  })
})

describe("the app's start in stages", () => {
  it("sends a module to the first stage that loads it, the rest of the start to 'app'", () => {
    const stage = (name: string, moduleIds: string[], imports: string[] = []) =>
      chunk(`${name}.js`, [`${W}/start/${name}.ts`, ...moduleIds], {
        isDynamicEntry: true,
        facadeModuleId: `${W}/start/${name}.ts`,
        imports,
      })
    const chunks = [
      chunk('index.js', [`${W}/index.html`, `${W}/start.ts`], { isEntry: true, facadeModuleId: `${W}/index.html` }),
      stage('react', ['react-dom', 'scheduler']),
      stage('router', ['react-router'], ['react.js']),
      stage('kit', ['mantine-provider'], ['react.js']),
      chunk('main.js', [`${W}/main.tsx`, 'login-page'], {
        isDynamicEntry: true,
        facadeModuleId: `${W}/main.tsx`,
        imports: ['react.js', 'router.js', 'kit.js'],
      }),
    ]
    const map = routeMap({ chunks, importsOf: new Map() })
    const of = (id: string) => chunkOf(map.routesOf.get(id), map)
    expect(of('react-dom')).toBe('app-react')
    expect(of('scheduler')).toBe('app-react')
    expect(of('react-router')).toBe('app-router')
    expect(of('mantine-provider')).toBe('app-kit')
    expect(of('login-page')).toBe('app')
    expect(of(`${W}/start/router.ts`)).toBe('app-router')
  })
})

describe('routeMap with imports', () => {
  it('gives a module the routes of the modules importing it, where the chunks hide the import', () => {
    // the bundler inlined a constant of 'rules' into the cart's chunk: no chunk imports rules' chunk
    const chunks = [
      chunk('cart.js', [`${W}/app/routes/cart/pages.tsx`, 'cart-line', 'kit-index'], {
        isDynamicEntry: true,
        facadeModuleId: `${W}/app/routes/cart/pages.tsx`,
      }),
      chunk('detail.js', [`${W}/app/routes/orders/detail-pages.tsx`], {
        isDynamicEntry: true,
        facadeModuleId: `${W}/app/routes/orders/detail-pages.tsx`,
        imports: ['rules.js'],
      }),
      chunk('rules.js', ['rules', 'limits']),
    ]
    const importsOf = new Map([
      ['cart-line', ['rules', 'kit-index']],
      ['rules', ['limits']],
      // an index with no code of its own re-exports what nobody here loads
      ['kit-index', ['Menu']],
    ])
    chunks[2].modules = { rules: { renderedLength: 40 }, limits: { renderedLength: 20 } } as never
    chunks[0].modules = { 'cart-line': { renderedLength: 90 }, 'kit-index': { renderedLength: 0 } } as never
    const map = routeMap({ chunks, importsOf })
    const routes = [`${W}/app/routes/cart/pages.tsx`, `${W}/app/routes/orders/detail-pages.tsx`]
    expect([...(map.routesOf.get('rules') ?? [])].sort()).toEqual(routes)
    expect([...(map.routesOf.get('limits') ?? [])].sort()).toEqual(routes)
    expect(chunkOf(map.routesOf.get('rules'), map)).toBe('pages-cart-orders')
    expect(map.routesOf.has('Menu')).toBe(false)
  })
})

describe('assignChunks', () => {
  const page = (name: string) => `${W}/app/routes/${name}/pages.tsx`
  const detail = `${W}/app/routes/orders/detail-pages.tsx`
  const everyday = ['cart', 'catalogue', 'orders', 'imports'].map(page)
  /** Modules by the routes that load them, their sizes and imports. */
  function mapOf(modules: Record<string, { routes: string[]; size: number; imports?: string[] }>): RouteMap {
    const entries = Object.entries(modules)
    return {
      routesOf: new Map(entries.map(([id, m]) => [id, new Set(m.routes)])),
      entries: new Set([`${W}/main.tsx`]),
      pageEntries: new Set([`${W}/index.html`]),
      sizeOf: new Map(entries.map(([id, m]) => [id, m.size])),
      importsOf: new Map(entries.map(([id, m]) => [id, m.imports ?? []])),
    }
  }
  const big = SMALL_SET
  const small = SMALL_SET / 4

  it('gives each set of everyday pages its chunk, and the set of all four the common one', () => {
    const chunks = assignChunks(
      mapOf({
        Checkbox: { routes: everyday, size: big },
        Select: { routes: [page('catalogue'), page('orders')], size: big, imports: ['Checkbox'] },
        Modal: { routes: [page('orders'), page('management')], size: big },
        // the order lists and an order's detail count as one everyday page
        OrderHeader: { routes: [page('orders'), detail, page('help')], size: big },
        DetailOnly: { routes: [detail, page('help')], size: big },
        zod: { routes: [page('management'), page('profile')], size: big },
      }),
    )
    expect(Object.fromEntries(chunks)).toEqual({
      Checkbox: 'pages',
      Select: 'pages-catalogue-orders',
      Modal: 'pages-orders',
      OrderHeader: 'pages-orders',
      DetailOnly: 'pages-orders',
      zod: 'forms',
    })
  })

  it('puts a small set into the common chunk unless it imports from a set that stays apart', () => {
    const chunks = assignChunks(
      mapOf({
        Checkbox: { routes: everyday, size: big },
        Tooltip: { routes: [page('catalogue'), page('orders'), page('imports')], size: big },
        // small, importing only from the common chunk: joins it
        IconPlus: { routes: [page('cart'), page('orders')], size: small, imports: ['Checkbox'] },
        // small, but importing the tooltip: joining would bring the tooltip to the cart
        ScanButton: { routes: [page('catalogue'), page('imports')], size: small, imports: ['Tooltip'] },
        // small, importing from a small set that stays apart: stays apart too
        ImportHelp: { routes: [page('imports'), page('help')], size: small, imports: ['ScanButton'] },
        // one route only: the bundler's own choice
        CartLine: { routes: [page('cart')], size: big, imports: ['IconPlus'] },
      }),
    )
    expect(chunks.get('IconPlus')).toBe('pages')
    expect(chunks.get('ScanButton')).toBe('pages-catalogue-imports')
    expect(chunks.get('Tooltip')).toBe('pages-catalogue-imports-orders')
    expect(chunks.get('ImportHelp')).toBe('pages-imports')
    expect(chunks.has('CartLine')).toBe(false)
  })

  it('keeps a set of the size limit or more apart', () => {
    const chunks = assignChunks(mapOf({ FrequentPanel: { routes: [page('cart'), page('catalogue')], size: big } }))
    expect(chunks.get('FrequentPanel')).toBe('pages-cart-catalogue')
  })
})
