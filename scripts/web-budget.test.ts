import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { CHUNK_MODULES_FILE } from './vite-route-chunks'
import {
  type ChunkManifest,
  type ChunkModules,
  FIRST_DATA_ON_LOGIN,
  LOGIN_BUDGET_BYTES,
  LOGIN_MODULE,
  modulesIn,
  NOT_ON_LOGIN,
  routeFiles,
  routeWeight,
} from './web-budget'
import { CHUNK_MANIFEST, ensureFreshWebBuild, WEB_DIST } from './web-build'

const manifest: ChunkManifest = {
  'index.html': { file: 'assets/index.js', isEntry: true, imports: ['_react.js'], css: ['assets/index.css'] },
  '_react.js': { file: 'assets/react.js' },
  'app/routes/auth/pages.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_Button.js', '_react.js'] },
  '_Button.js': { file: 'assets/Button.js', imports: ['_Box.js'], css: ['assets/Button.css'] },
  '_Box.js': { file: 'assets/Box.js', imports: ['_Button.js'] },
  'app/routes/cart/pages.tsx': { file: 'assets/cart.js', isDynamicEntry: true, imports: ['_Table.js'] },
  '_Table.js': { file: 'assets/Table.js' },
}

describe('routeFiles', () => {
  it('takes the entry and the route with their static imports and CSS, each file once, cycles included', () => {
    expect(routeFiles(manifest, ['app/routes/auth/pages.tsx']).sort()).toEqual(
      [
        'assets/Box.js',
        'assets/Button.css',
        'assets/Button.js',
        'assets/index.css',
        'assets/index.js',
        'assets/login.js',
        'assets/react.js',
      ].sort(),
    )
  })

  it('refuses a module the build does not have', () => {
    expect(() => routeFiles(manifest, ['features/nothing.tsx'])).toThrow('features/nothing.tsx is not a chunk of the build')
  })
})

describe('routeWeight', () => {
  it('adds the brotli sizes of the files as they are on disk', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dipo-budget-'))
    fs.mkdirSync(path.join(dir, 'assets'))
    const random = (n: number) => Buffer.from(Array.from({ length: n }, () => Math.floor(Math.random() * 256)))
    for (const chunk of Object.values(manifest)) {
      for (const file of [chunk.file, ...(chunk.css ?? [])]) fs.writeFileSync(path.join(dir, file), 'a'.repeat(1000))
    }
    const small = routeWeight(dir, manifest, ['app/routes/auth/pages.tsx'])
    // incompressible bytes in one file of the route make the route that much heavier
    fs.writeFileSync(path.join(dir, 'assets/Box.js'), random(50_000))
    const large = routeWeight(dir, manifest, ['app/routes/auth/pages.tsx'])
    expect(small.files).toHaveLength(7)
    expect(large.wireBytes - small.wireBytes).toBeGreaterThan(49_000)
    fs.rmSync(dir, { recursive: true })
  })
})

describe('FIRST_DATA_ON_LOGIN', () => {
  it('lets the first-data requests and their calls and rules in, never a component or page', () => {
    for (const id of [
      'app/routes/cart/prefetch.ts',
      'app/routes/orders/detail-prefetch.ts',
      'app/routes/orders/routes.ts',
      'app/routes/catalogue/paths.ts',
      'features/orders/api/get-order.ts',
      'features/catalogue/logic/criteria.ts',
      'features/catalogue/components/filter-panel-loader.ts',
    ]) {
      expect(FIRST_DATA_ON_LOGIN.test(id), id).toBe(true)
    }
    for (const id of [
      'app/routes/cart/pages.tsx',
      'app/routes/cart/cart-page.tsx',
      'features/cart/hooks/use-cart.ts',
      'features/orders/components/order-table.tsx',
      'features/catalogue/components/filter-panel.tsx',
      'app/routes/orders/prefetch.tsx.map',
      'app/routes/orders/routes.tsx',
    ]) {
      expect(FIRST_DATA_ON_LOGIN.test(id), id).toBe(false)
    }
  })
})

describe('modulesIn', () => {
  it('lists the source modules of the given files only', () => {
    const held: ChunkModules = {
      'assets/index.js': ['main.tsx', 'app/routes/auth/login-page.tsx'],
      'assets/cart.js': ['app/routes/cart/pages.tsx'],
    }
    expect(modulesIn(held, ['assets/index.js', 'assets/index.css'])).toEqual(['main.tsx', 'app/routes/auth/login-page.tsx'])
  })
})

describe('the login route of the real build', () => {
  it(`loads at most ${LOGIN_BUDGET_BYTES / 1024} KB of JavaScript and CSS, as brotli sends them, and nothing of the cart, orders, catalogue or tables`, () => {
    ensureFreshWebBuild()
    const built = JSON.parse(fs.readFileSync(CHUNK_MANIFEST, 'utf8')) as ChunkManifest
    const held = JSON.parse(fs.readFileSync(path.join(WEB_DIST, CHUNK_MODULES_FILE), 'utf8')) as ChunkModules
    // the login page is part of the app's start (web/main.tsx, in the chunk the entry imports after
    // the first paint): the route is the entry's files and the start's
    const start = Object.keys(built).find((key) => held[built[key].file]?.includes('main.tsx'))
    expect(start, 'the chunk of web/main.tsx').toBeDefined()
    const weight = routeWeight(WEB_DIST, built, [start as string])
    const listing = weight.files
      .sort((a, b) => b.wireBytes - a.wireBytes)
      .map((f) => `${f.wireBytes} ${f.file}`)
      .join('\n')
    expect(weight.wireBytes, `login route files, brotli bytes:\n${listing}`).toBeLessThanOrEqual(LOGIN_BUDGET_BYTES)
    const modules = modulesIn(
      held,
      weight.files.map((f) => f.file),
    )
    expect(modules).toContain(LOGIN_MODULE)
    expect(modules.filter((id) => NOT_ON_LOGIN.test(id) && !FIRST_DATA_ON_LOGIN.test(id))).toEqual([])
    // the check reads real names: the cart's page is in the build, in another file
    expect(Object.values(held).flat()).toContain('app/routes/cart/pages.tsx')
  }, 180_000)
})
