import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { cycles, type ImportEdge, importGraph, listSources, specifiersOf, violations } from './boundaries'

const root = path.resolve(import.meta.dirname, '..')
const edges = importGraph(root, listSources(root, ['common', 'server', 'web']))
const edge = (from: string, to: string): ImportEdge => ({ from, to, specifier: to })

describe('the boundaries of the house', () => {
  it('hold on the source tree', () => {
    expect(edges.length).toBeGreaterThan(500)
    expect(violations(edges)).toEqual([])
  })

  it('leave no import cycle', () => {
    expect(cycles(edges)).toEqual([])
  })

  it('catch each kind of broken rule', () => {
    const broken = [
      edge('common/orders.ts', 'server/orders/status.ts'),
      edge('common/format.ts', 'node:crypto'),
      edge('web/lib/cart/use-cart.ts', 'web/features/cart/api/get-cart.ts'),
      edge('web/features/cart/pages.tsx', 'web/features/catalogue/components/qty-input.tsx'),
      edge('server/http/guards.ts', 'server/auth/session-rules.ts'),
      edge('server/cart/service.ts', 'server/orders/estimate.ts'),
      edge('server/db/seed/demo-orders.ts', 'server/orders/queries.ts'),
    ]
    for (const one of broken) expect(violations([one]), `${one.from} -> ${one.to}`).not.toEqual([])
    expect(
      violations([
        edge('server/cart/service.ts', 'server/orders/index.ts'),
        edge('server/orders/service.ts', 'server/orders/queries.ts'),
        edge('server/app.ts', 'server/orders/routes.ts'),
        edge('server/orders/service.test.ts', 'server/test/app.ts'),
        edge('web/features/cart/pages.tsx', 'web/lib/cart/use-cart.ts'),
      ]),
    ).toEqual([])
  })

  it('find a cycle however long', () => {
    expect(cycles([edge('a', 'b'), edge('b', 'c'), edge('c', 'a'), edge('c', 'd')])).toEqual([['a', 'b', 'c']])
  })

  it('read every form of import', () => {
    const text = `import a from './a'\nimport type { B } from "../b"\nexport { c } from './c'\nconst d = () => import('./d')\nimport './e.css'`
    expect(specifiersOf(text)).toEqual(['./a', '../b', './c', './d', './e.css'])
  })
})
