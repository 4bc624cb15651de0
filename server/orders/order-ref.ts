import { type OrderStatusCode, STATUS_INFO } from '#common/order-status.ts'

/** How another feature's answer links to an order: its id, number and the list bucket its status is in. */
export function orderRef(order: { id: number | string; no_transaksi: string; status: number }) {
  return {
    id: Number(order.id),
    no_transaksi: order.no_transaksi,
    bucket: STATUS_INFO[order.status as OrderStatusCode].bucket,
  }
}
