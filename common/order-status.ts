// Order status codes, slugs and labels (product.md §2.10, §4.1). One table, used by both sides.
export const ORDER_STATUS = {
  ESTIMASI: 1,
  KONFIRMASI: 2,
  DIPESAN: 3,
  DIPROSES: 4,
  BATAL: 5,
} as const
export type OrderStatusCode = (typeof ORDER_STATUS)[keyof typeof ORDER_STATUS]

export const ORDER_BUCKETS = ['estimasi', 'konfirmasi', 'po', 'diproses', 'batal'] as const
export type OrderBucket = (typeof ORDER_BUCKETS)[number]

export interface StatusInfo {
  code: OrderStatusCode
  bucket: OrderBucket
  label: string
  english: string
}

export const STATUS_INFO: Record<OrderStatusCode, StatusInfo> = {
  1: { code: 1, bucket: 'estimasi', label: 'Estimasi', english: 'Purchase Requisition' },
  2: { code: 2, bucket: 'konfirmasi', label: 'Konfirmasi', english: 'Order Confirmation' },
  3: { code: 3, bucket: 'po', label: 'Dipesan', english: 'Purchase Order' },
  4: { code: 4, bucket: 'diproses', label: 'Diproses', english: 'Processing' },
  5: { code: 5, bucket: 'batal', label: 'Batal', english: 'Cancel' },
}

export function statusOfBucket(bucket: OrderBucket): OrderStatusCode {
  return (ORDER_BUCKETS.indexOf(bucket) + 1) as OrderStatusCode
}

export function isOrderBucket(value: unknown): value is OrderBucket {
  return typeof value === 'string' && (ORDER_BUCKETS as readonly string[]).includes(value)
}
