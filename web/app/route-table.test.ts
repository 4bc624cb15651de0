import { matchRoutes } from 'react-router'
import { describe, expect, it } from 'vitest'
import { ROLES } from '#common/roles.ts'
import { paths } from '#web/lib/paths.ts'
import { FEATURE_ROUTES } from './feature-list'
import { routeModules } from './route-modules'
import { routeTable, type TableRoute } from './route-table'
import { importPaths } from './routes/imports/paths'
import { managementPaths } from './routes/management/paths'
import { onboardingPaths } from './routes/onboarding/paths'
import { orderPaths } from './routes/orders/paths'

const screens = (routes: TableRoute[]): TableRoute[] =>
  routes.flatMap((route) => [...(route.path ? [route] : []), ...screens(route.children ?? [])])

describe("the route table of the features' parts", () => {
  it('sends each role home to a screen of its own area, in its layout', () => {
    for (const role of ROLES) {
      const matched = matchRoutes(routeTable, paths.home(role)) ?? []
      expect(matched.map(({ route }) => route.path ?? route.handle.module)).toEqual([`${role}Layout`, paths.home(role)])
    }
  })

  it('gives every screen an address of its own', () => {
    const addresses = screens(routeTable).map((route) => route.path)
    expect(addresses.length).toBeGreaterThan(40)
    expect(addresses.filter((address, i) => addresses.indexOf(address) !== i)).toEqual([])
  })

  it("loads each lazy module under one name: no part reuses a layout's or another part's", () => {
    const layouts = routeTable.filter((route) => route.children).map((route) => route.handle.module)
    const names = [...layouts, ...FEATURE_ROUTES.flatMap((part) => Object.keys(part.modules))]
    expect(names.filter((name, i) => names.indexOf(name) !== i)).toEqual([])
    expect(Object.keys(routeModules).sort()).toEqual([...names].sort())
  })

  it('names the buyer-only screens and the staff management screens', () => {
    expect([orderPaths.newOrder, importPaths.importOrder]).toEqual(['/user/pesanan', '/user/pesanan/import'])
    expect(managementPaths.storeList).toBe('/seller/manajemen-user/list-toko')
    expect(onboardingPaths.seller).toBe('/seller/manajemen-user/import')
  })
})
