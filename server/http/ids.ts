import { notFound } from './app-error'

// Ids in paths are plain positive integers; anything else names nothing and answers 404, the
// same as an id of another store or branch (product.md §10.2), never a 400 or 500 that tells them apart.
const INT4_MAX = 2_147_483_647

/** A path id of a serial (int4) column, e.g. products and users; else 404 with `notFoundText`. */
export function parseId(raw: string, notFoundText: string, max = INT4_MAX): number {
  const id = /^[1-9]\d{0,15}$/.test(raw) ? Number(raw) : Number.NaN
  if (!Number.isSafeInteger(id) || id > max) throw notFound(notFoundText)
  return id
}

/** A path id of a bigserial column (orders). */
export function parseBigId(raw: string, notFoundText: string): number {
  return parseId(raw, notFoundText, Number.MAX_SAFE_INTEGER)
}
