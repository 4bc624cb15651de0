// The checkout answer names the new order as order_id, order.id or id (SPEC §7); any of them will do.
export interface CheckoutAnswer {
  order_id?: unknown
  id?: unknown
  order?: { id?: unknown } | null
  no_transaksi?: unknown
}

function asOrderId(value: unknown): number | null {
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value
  return typeof n === 'number' && Number.isInteger(n) && n > 0 ? n : null
}

export function orderIdOf(answer: CheckoutAnswer | null | undefined): number | null {
  if (!answer) return null
  return asOrderId(answer.order_id) ?? asOrderId(answer.order?.id) ?? asOrderId(answer.id)
}

export const ESTIMATE_LIST_PATH = '/user/pesanan/estimasi'

/** Where the buyer lands: the new estimate, or the estimate list when the answer named none. */
export function estimatePath(orderId: number | null): string {
  return orderId === null ? ESTIMATE_LIST_PATH : `${ESTIMATE_LIST_PATH}/${orderId}`
}
