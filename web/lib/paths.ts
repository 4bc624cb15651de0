// The addresses the whole web app shares (product.md §2.1): the areas, the sign-in's, each role's
// home, and the screens that code below web/app links to (a feature's link or redirect, the route
// guard), since that code may not import the app. Every other address lives with its screens'
// route part, in web/app/routes/<feature>/paths.ts, built from `paths.area` (docs/decisions.md,
// 'Each feature brings its routes'). No file in web/ writes '/user/…', '/seller/…' or '/admin/…'
// by hand.
import { isOrderBucket, type OrderBucket } from '#common/order-status.ts'
import { ROLE_HOME, ROLES, type Role } from '#common/roles.ts'

/** Whose screens an address shows: its first segment, /user (buyers), /seller (staff) or /admin (head office). */
export type Area = Role

/** The id segment of a route pattern, for the router; links pass the number. */
export const ID_PARAM = ':id'
type Id = number | typeof ID_PARAM

const areaRoot = (area: Area) => `/${area}`
const orderSection = (area: Area) => `${areaRoot(area)}/pesanan`

export const paths = {
  root: '/',
  login: '/login',
  /** 'Buat Password Baru': an account whose password someone else set chooses its own here first. */
  newPassword: '/password-baru',
  /** Where each role lands after sign-in and after a role mismatch (product.md §2.2). */
  home: (role: Role): string => ROLE_HOME[role],
  /** Every screen of a role lies under it; the route parts build their addresses on it. */
  area: areaRoot,

  // linked from the features and the route guard: the cards to a part, the cart and the import
  // to the catalogue and to an order, an order's 'Pesan Lagi' to the cart
  catalogue: (area: Area) => `${areaRoot(area)}/produk/all`,
  product: (area: Area, id: Id) => `${areaRoot(area)}/produk/${id}`,
  cart: `${areaRoot('user')}/keranjang`,

  /** Every order screen lies under it. The buyer's is the new-order chooser, the seller's lists every order. */
  orderSection,
  /** Semua is {area}/pesanan/all for both roles; a status tab is {area}/pesanan/{bucket}. */
  orders: (area: Area, bucket?: OrderBucket) => `${orderSection(area)}/${bucket ?? 'all'}`,
  /** The detail lives under the order's own status (product.md §2.1). */
  orderDetail: (area: Area, bucket: OrderBucket, id: Id) => `${orderSection(area)}/${bucket}/${id}`,

  /** 'Tanya Part ke Cabang': the catalogue's empty result and the order chooser lead there. */
  askBranch: `${areaRoot('user')}/tanya-part/baru`,

  /** The route guard sends a buyer who opens the seller's profile to his own. */
  profile: (area: Area) => `${areaRoot(area)}/profile`,
  /** Staff's Manajemen User: its screens lie under the hub, where the register forms go back to. */
  management: { hub: `${areaRoot('seller')}/manajemen-user` },

  /** Not a screen: the import template the server serves (server/imports/template.ts). */
  importTemplate: '/DPO_Import_Template.xlsx',
  /** Not a screen: the onboarding template the server serves. */
  onboardingTemplate: '/DPO_Pelanggan_Template.xlsx',
} as const

/** A path with a query string (without '?'), or the path alone when the query is empty. */
export function withQuery(path: string, query: string): string {
  return query ? `${path}?${query}` : path
}

/** The status segment of an order address ({area}/pesanan/{bucket}/…), as the address has it. */
export function bucketOfPath(pathname: string): string | undefined {
  return pathname.split('/')[3]
}

/** The area an address lies in ('/user' or '/user/…'), or null when it is in neither. */
export function areaOfPath(pathname: string): Area | null {
  return ROLES.find((area) => pathname === areaRoot(area) || pathname.startsWith(`${areaRoot(area)}/`)) ?? null
}

/**
 * The area of a screen that both roles share (catalogue, orders): the URL says whose variant it
 * is, whatever role the session holds. Those screens are routed only under /user and /seller.
 */
export function screenAreaOf(pathname: string): Area {
  return areaOfPath(pathname) === 'seller' ? 'seller' : 'user'
}

/** The id segment of an order detail's address ({area}/pesanan/{bucket}/{id}), or null for any other address. */
export function orderIdSegmentOf(pathname: string): string | null {
  const [, area, section, bucket, id, ...rest] = pathname.split('/')
  const isArea = (ROLES as readonly string[]).includes(area)
  return isArea && section === 'pesanan' && isOrderBucket(bucket) && id && rest.length === 0 ? id : null
}
