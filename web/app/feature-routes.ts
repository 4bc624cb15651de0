// What a feature brings to the app's routes: its part of the route table. Each
// web/app/routes/<feature>/routes.ts exports one; route-table.ts lists them, and from that list
// come the router's data routes (router.tsx), the lazy modules (route-modules.ts) and the three
// navbars (layouts/nav-items.ts). A part holds no component, only the lazy imports of its pages,
// so the login page, in the app's entry with the table, stays light.
import type { QueryClient } from '@tanstack/react-query'
import type { Params, RouteObject } from 'react-router'
import type { Area } from '#web/lib/paths.ts'

/**
 * What an address's first render will ask for, from what the router matched, asked of `client`
 * (the browser's one query cache, or the server's cache of the page it renders). Settles when the
 * answers are in the cache, or failed (the screen then asks again itself).
 */
export type FirstData = (match: { params: Params; pathname: string; search: string }, client: QueryClient) => Promise<unknown>

export interface RouteHandle<Module extends string = string> {
  /** The lazy module that holds the screen (a name of its part's `modules`, or an area's layout), and the component it exports. */
  module: Module
  component: string
  /** Props the component takes from its route (an order list's bucket). */
  props?: Record<string, unknown>
  /** A layout, or a screen outside the layouts, behind the route gate (product.md §2.2). */
  gated?: boolean
  /** The profile of buyers and staff carries the notification settings. */
  withNotificationSettings?: boolean
  /** The route's loader: asked as soon as someone of the area is signed in, beside the screen's code. */
  firstData?: FirstData
  /**
   * Whether the server may render the screen for an address's query (web/entry-server.tsx): not
   * when its first render reads what only the browser holds (the catalogue's criteria in the tab's
   * storage). Unset: always.
   */
  serverRenders?: (search: string) => boolean
}

export type TableRoute<Module extends string = string> = Omit<RouteObject, 'handle' | 'children' | 'index'> & {
  handle: RouteHandle<Module>
  children?: TableRoute<Module>[]
}

/**
 * A count an entry carries ('Sisa Pesanan' 3), named by a key: each layout maps the key to the hook
 * that reads the count, so the table holds no component and no query code.
 */
export type NavBadgeKey = 'backorders' | 'partRequests'

/** A navbar entry of an area; the layouts' NavItem with its place. */
export interface NavEntry {
  label: string
  to: string
  /** The entry is active on every page under this address (default: `to`). */
  activePrefix?: string
  /** Its place in the area's navbar, smallest first: today's entries go by tens, leaving room between them. */
  order: number
  /** The count beside its label, read by the hook the area's layout maps this key to. */
  badge?: NavBadgeKey
}

/** One feature's part of the route table; `Module` names its lazy modules, so a screen cannot name another's. */
export interface FeatureRoutes<Module extends string = string> {
  /** Its pages' lazy modules by name (route-modules.ts loads each once); the names are unique across the app. */
  modules: Record<Module, () => Promise<object>>
  /** Its screens inside each area's layout: /user, /seller, /admin. */
  screens?: Partial<Record<Area, TableRoute<Module>[]>>
  /** Its screens outside the layouts ('Buat Password Baru'). */
  outside?: TableRoute<Module>[]
  /** Its entries in each area's navbar. */
  nav?: Partial<Record<Area, NavEntry[]>>
}

/** A screen of the table: its address, the module and component that render it, and what else its route says. */
export function screen<Module extends string>(
  path: string,
  module: Module,
  component: string,
  more: Partial<RouteHandle<Module>> = {},
): TableRoute<Module> {
  return { path, handle: { module, component, ...more } }
}
