import { expect, type Page } from '@playwright/test'
import { ORDER_BUCKETS } from '../common/order-status'
import { ROLES, type Role } from '../common/roles'
import { routeTable, type TableRoute } from '../web/app/route-table'
import { deliveryPaths } from '../web/app/routes/deliveries/paths'
import { partRequestPaths } from '../web/app/routes/part-requests/paths'
import { ID_PARAM, paths } from '../web/lib/paths'

// Every signed-in screen, read off the app's own route table (web/app/route-table.ts) rather than
// listed by hand: a screen added to the table is walked by the journeys that claim "every screen"
// the day it is added. An address with a part this file cannot fill (a new kind of id) stops the
// journey with its name, instead of being left out unseen.

/** Every screen's address pattern in the table, e.g. '/user/pesanan/estimasi/:id'. */
export function screenPatterns(): string[] {
  const walk = (routes: TableRoute[]): string[] =>
    routes.flatMap((route) => [...(route.path ? [route.path] : []), ...walk(route.children ?? [])])
  return walk(routeTable)
}

/** The area (first segment) a pattern lies in, or null for a screen outside the three areas. */
function areaOf(pattern: string): Role | null {
  const first = pattern.split('/')[1]
  return ROLES.find((role) => role === first) ?? null
}

/** The screens outside the areas ('Buat Password Baru'): each needs an account of its own to be seen. */
export function screensOutsideAreas(): string[] {
  return screenPatterns().filter((pattern) => areaOf(pattern) === null)
}

async function firstId(page: Page, url: string, what: string): Promise<number> {
  const res = await page.request.get(url)
  expect(res.status(), `${url}: ${await res.text()}`).toBe(200)
  const id = (await res.json()).items[0]?.id
  expect(id, `the demo data holds ${what}`).toBeTruthy()
  return id
}

/** The address that shows a pattern to the signed-in `page`: its ids filled with demo records. */
async function addressOf(page: Page, area: Role, pattern: string): Promise<string> {
  if (!pattern.includes(ID_PARAM)) return pattern
  if (area !== 'admin' && pattern === paths.product(area, ID_PARAM)) {
    return paths.product(area, await firstId(page, '/api/products?page_size=1', 'a product'))
  }
  for (const bucket of area === 'admin' ? [] : ORDER_BUCKETS) {
    if (pattern !== paths.orderDetail(area, bucket, ID_PARAM)) continue
    const id = await firstId(page, `/api/orders?status=${bucket}&limit=1`, `an order in ${bucket}`)
    return paths.orderDetail(area, bucket, id)
  }
  if (area !== 'admin' && pattern === deliveryPaths.detail(area, ID_PARAM)) {
    // the demo sends some of the planned stores' Diproses orders (server/seed/demo-deliveries.ts)
    const list = await (await page.request.get('/api/orders?status=diproses&limit=20')).json()
    for (const order of list.items as Array<{ id: number }>) {
      const id = (await (await page.request.get(`/api/orders/${order.id}/deliveries`)).json()).deliveries[0]?.id
      if (id) return deliveryPaths.detail(area, id)
    }
    throw new Error('the demo data holds no delivery among the newest Diproses orders')
  }
  if (area !== 'admin' && pattern === partRequestPaths.detail(area, ID_PARAM)) {
    // the demo's first workshop asked twice (server/seed/demo-part-requests.ts)
    return partRequestPaths.detail(area, await firstId(page, '/api/part-requests?state=semua', "a 'Tanya Part' request"))
  }
  throw new Error(`${pattern}: every-screen.ts knows no record to open it with; add one`)
}

/**
 * A screen's states worth a second look beyond its plain address: the catalogue with the results
 * of a search (its search chip and the parts' marks).
 */
const SECOND_LOOKS: Partial<Record<Role, string[]>> = {
  user: [`${paths.catalogue('user')}?q=1230A`],
  seller: [`${paths.catalogue('seller')}?q=1230A`],
}

/** Every screen of an area, as addresses the signed-in `page` can open, then the second looks. */
export async function screenAddresses(page: Page, area: Role): Promise<string[]> {
  const addresses: string[] = []
  for (const pattern of screenPatterns().filter((p) => areaOf(p) === area)) {
    addresses.push(await addressOf(page, area, pattern))
  }
  return [...addresses, ...(SECOND_LOOKS[area] ?? [])]
}
