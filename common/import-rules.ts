// The order import's limits and row reasons, without zod: the screens import these.
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024
export const IMPORT_MAX_UNIQUE = 50
export const IMPORT_HEADER_SEARCH_ROWS = 10
export const IMPORT_TOKEN_MINUTES = 30

export const IMPORT_ROW_STATUSES = ['used', 'aggregated duplicate', 'invalid', 'unknown part', 'ignored over limit'] as const
export type ImportRowStatus = (typeof IMPORT_ROW_STATUSES)[number]

/** The row reasons of product.md §5.4, word for word. */
export const IMPORT_REASONS = {
  partEmpty: 'part_no kosong',
  qtyEmpty: 'qty kosong',
  qtyInvalid: 'qty tidak valid',
  qtyNotInteger: 'qty harus integer',
  qtyMin: 'qty minimal 1',
  qtyMax: 'qty maksimal 999',
  overLimit: 'melewati batas 50 unik',
  unknown: 'part tidak ditemukan',
} as const
