// Per-part ready status (SPEC §4), the ids of the ready_statuses table. One rule for both sides:
// the server fills it in when staff chose none, the confirmation screen shows the same suggestion.
export const READY_STATUS = {
  ADA: 1,
  SEBAGIAN: 2,
  KOSONG: 3,
  INDENT: 4,
  INACTIVE: 5,
} as const
export type ReadyStatusId = (typeof READY_STATUS)[keyof typeof READY_STATUS]

/** Stock >= estimate gives Ada, some stock Sebagian, none Kosong. */
export function suggestReadyStatus(stock: number, estimate: number): ReadyStatusId {
  if (stock >= estimate) return READY_STATUS.ADA
  return stock > 0 ? READY_STATUS.SEBAGIAN : READY_STATUS.KOSONG
}

/** The names the ready_statuses table gives these ids (migration 0001). */
export const READY_STATUS_NAME: Record<ReadyStatusId, string> = {
  [READY_STATUS.ADA]: 'Ada',
  [READY_STATUS.SEBAGIAN]: 'Sebagian',
  [READY_STATUS.KOSONG]: 'Kosong',
  [READY_STATUS.INDENT]: 'Indent',
  [READY_STATUS.INACTIVE]: 'Inactive',
}
