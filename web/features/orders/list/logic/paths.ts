// Buyer and staff share the order lists; the URL says whose they are (SPEC §2.1), so a dual-role
// account sees the variant of the area it is in.
import type { OrderBucket } from '../../../../../common/order-status'

export type OrderArea = '/user' | '/seller'

export function areaOf(pathname: string): OrderArea {
  return pathname === '/seller' || pathname.startsWith('/seller/') ? '/seller' : '/user'
}

/** Semua is {base}/pesanan/all for both roles; a status tab is {base}/pesanan/{bucket}. */
export function listPath(area: OrderArea, bucket?: OrderBucket): string {
  return `${area}/pesanan/${bucket ?? 'all'}`
}

/** The detail lives under the order's own status (SPEC §2.1). */
export function detailPath(area: OrderArea, order: { id: number; bucket: OrderBucket }): string {
  return `${area}/pesanan/${order.bucket}/${order.id}`
}

/** The buyer's 'Buat Pesanan Baru' chooser (SPEC §2.9). */
export const NEW_ORDER_PATH = '/user/pesanan'
