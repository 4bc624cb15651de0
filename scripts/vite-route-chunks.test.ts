import type { Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'
import { chunkOf, routeMap } from './vite-route-chunks'

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

// The bundler's own split of a small app: the entry, two layouts, three pages and shared chunks.
const firstBuild = [
  chunk('index.js', [`${W}/index.html`, `${W}/main.tsx`, 'react'], {
    isEntry: true,
    facadeModuleId: `${W}/index.html`,
    imports: ['Box.js'],
  }),
  chunk('Box.js', ['Box']),
  chunk('user-layout.js', [`${W}/layouts/user-layout.tsx`], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/layouts/user-layout.tsx`,
    imports: ['nav.js', 'Box.js'],
  }),
  chunk('seller-layout.js', [`${W}/layouts/seller-layout.tsx`], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/layouts/seller-layout.tsx`,
    imports: ['nav.js'],
  }),
  chunk('nav.js', ['Modal']),
  chunk('cart.js', [`${W}/features/cart/pages.tsx`], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/features/cart/pages.tsx`,
    imports: ['Table.js'],
  }),
  chunk('management.js', [`${W}/features/management/pages.tsx`], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/features/management/pages.tsx`,
    imports: ['Table.js', 'zod.js'],
  }),
  chunk('profile.js', [`${W}/features/profile/pages.tsx`, 'Avatar'], {
    isDynamicEntry: true,
    facadeModuleId: `${W}/features/profile/pages.tsx`,
    imports: ['zod.js'],
  }),
  chunk('Table.js', ['Table']),
  chunk('zod.js', ['zod']),
]

describe('routeMap', () => {
  const map = routeMap(firstBuild)

  it('gives each module the routes whose chunks load it, through static imports', () => {
    expect([...(map.routesOf.get('Box') ?? [])].sort()).toEqual([`${W}/index.html`, `${W}/layouts/user-layout.tsx`])
    expect([...(map.routesOf.get('Table') ?? [])].sort()).toEqual([
      `${W}/features/cart/pages.tsx`,
      `${W}/features/management/pages.tsx`,
    ])
    expect([...(map.routesOf.get('Avatar') ?? [])]).toEqual([`${W}/features/profile/pages.tsx`])
    expect(map.entries).toEqual(new Set([`${W}/index.html`]))
  })

  it('sends each module to the chunk of the routes that load it', () => {
    const of = (id: string) => chunkOf(map.routesOf.get(id), map.entries)
    expect(of('react')).toBe('app')
    expect(of('Box')).toBe('app') // the entry loads it: a layout does not take it away
    expect(of(`${W}/layouts/user-layout.tsx`)).toBe('layout')
    expect(of('Modal')).toBe('layout')
    expect(of('Table')).toBe('pages') // the cart is an everyday page
    expect(of('zod')).toBe('forms') // only management and profile: off the everyday pages
    expect(of('Avatar')).toBeNull() // one page: stays in its chunk
    expect(of(`${W}/features/cart/pages.tsx`)).toBeNull()
    expect(of('unknown')).toBeNull()
  })
})
