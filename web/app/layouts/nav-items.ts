// The navbars of the three areas, gathered from the features' route parts (feature-list.ts lists
// them): each part names its entries and their places. A link is active for every page under its prefix.
import type { Area } from '#web/lib/paths.ts'
import { FEATURE_ROUTES } from '../feature-list'

export interface NavItem {
  label: string
  to: string
  activePrefix: string
}

/** An area's entries of every part, by their places. */
function navOf(area: Area): readonly NavItem[] {
  return FEATURE_ROUTES.flatMap((part) => part.nav?.[area] ?? [])
    .sort((a, b) => a.order - b.order)
    .map(({ label, to, activePrefix }) => ({ label, to, activePrefix: activePrefix ?? to }))
}

export const USER_NAV = navOf('user')
export const SELLER_NAV = navOf('seller')
export const ADMIN_NAV = navOf('admin')

export function isNavActive(pathname: string, item: NavItem): boolean {
  return pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`)
}
