// Per-part ready status (product.md §4.3), the ids of the ready_statuses table. One rule for both sides:
// the server fills it in when staff chose none, the confirmation screen shows the same suggestion.
export const READY_STATUS = {
  ADA: 1,
  SEBAGIAN: 2,
  KOSONG: 3,
  INDENT: 4,
  INACTIVE: 5,
} as const
export type ReadyStatusId = (typeof READY_STATUS)[keyof typeof READY_STATUS]

/**
 * Stock >= estimate gives Ada, some stock Sebagian, none Kosong (product.md §4.3). Read on the quantity
 * the branch confirms, which starts at the stock (capped at the estimate): the suggestion then
 * never contradicts what is confirmed, whatever the clerk typed or 'Revisi & Kirim' set.
 */
export function suggestReadyStatus(stock: number, estimate: number): ReadyStatusId {
  if (stock >= estimate) return READY_STATUS.ADA
  return stock > 0 ? READY_STATUS.SEBAGIAN : READY_STATUS.KOSONG
}

/**
 * Why a line's status contradicts its confirmed quantity, or null when it does not: Ada with
 * nothing confirmed, Kosong with something, Sebagian with nothing or everything, Indent or
 * Inactive confirming the whole estimate. A buyer reading 'Ada' beside Konfirmasi 0 stops
 * trusting the portal, and the export would carry a line nobody meant.
 */
export function statusQtyMismatch(statusId: number, confirmed: number, estimate: number): string | null {
  switch (statusId) {
    case READY_STATUS.ADA:
      return confirmed === 0 ? 'Ada tetapi qty konfirmasi 0' : null
    case READY_STATUS.KOSONG:
      return confirmed > 0 ? 'Kosong tetapi ada qty konfirmasi' : null
    case READY_STATUS.SEBAGIAN:
      if (confirmed === 0) return 'Sebagian tetapi qty konfirmasi 0'
      return confirmed >= estimate ? 'Sebagian tetapi seluruh estimasi dikonfirmasi' : null
    case READY_STATUS.INDENT:
      return confirmed >= estimate ? 'Indent tetapi seluruh estimasi dikonfirmasi' : null
    case READY_STATUS.INACTIVE:
      return confirmed >= estimate ? 'Inactive tetapi seluruh estimasi dikonfirmasi' : null
    default:
      return null
  }
}

/** The names the ready_statuses table gives these ids (migration 0001). */
export const READY_STATUS_NAME: Record<ReadyStatusId, string> = {
  [READY_STATUS.ADA]: 'Ada',
  [READY_STATUS.SEBAGIAN]: 'Sebagian',
  [READY_STATUS.KOSONG]: 'Kosong',
  [READY_STATUS.INDENT]: 'Indent',
  [READY_STATUS.INACTIVE]: 'Inactive',
}
