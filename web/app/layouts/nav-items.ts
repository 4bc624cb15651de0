// The navbars of the three areas, gathered from the features' route parts (feature-list.ts lists
// them): each part names its entries and their places. A link is active for every page under its prefix.
import type { Area } from '#web/lib/paths.ts'
import { FEATURE_ROUTES } from '../feature-list'
import type { NavBadgeKey } from '../feature-routes'

export interface NavItem {
  label: string
  to: string
  activePrefix: string
  badge?: NavBadgeKey
}

/** A count beside an entry: the text shown, its colour, and what a screen reader hears after the entry's label. */
export interface NavBadge {
  text: string
  label: string
  color: string
}

/** An area's hooks behind its entries' badge keys; a hook answers null when there is nothing to count. */
export type NavBadges = Partial<Record<NavBadgeKey, () => NavBadge | null>>

/** An area's entries of every part, by their places. */
function navOf(area: Area): readonly NavItem[] {
  return FEATURE_ROUTES.flatMap((part) => part.nav?.[area] ?? [])
    .sort((a, b) => a.order - b.order)
    .map(({ label, to, activePrefix, badge }) => ({ label, to, activePrefix: activePrefix ?? to, badge }))
}

export const USER_NAV = navOf('user')
export const SELLER_NAV = navOf('seller')
export const ADMIN_NAV = navOf('admin')

export function isNavActive(pathname: string, item: NavItem): boolean {
  return pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`)
}
