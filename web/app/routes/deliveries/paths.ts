// Pengiriman: one delivery and its Surat Jalan, for the store's buyers and the branch's staff. No
// navbar entry: an order's 'Pengiriman' panel leads here.
import { type ID_PARAM, paths } from '#web/lib/paths.ts'

export const deliveryPaths = {
  detail: (area: 'user' | 'seller', id: number | typeof ID_PARAM) => `${paths.area(area)}/pengiriman/${id}`,
}
