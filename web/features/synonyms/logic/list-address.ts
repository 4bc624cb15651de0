// The list's search and page as the address holds them (?q=kampas&page=2), so a reload, a link or
// the back button shows the same page: what the list asks the server for, read from the address
// and written back to it. Page 1 and an empty search are the address without them.
import { LIST_SEARCH_MIN } from '#common/search.ts'
import { SYNONYM_PAGE_SIZE } from '#common/synonyms.ts'
import type { SynonymListParams } from '../api/get-synonyms'

/** The server's own limit of the search text (common/synonyms.ts synonymListQuerySchema). */
export const SEARCH_MAX = 40

export interface ListAddress {
  q: string
  page: number
}

export function readAddress(params: URLSearchParams): ListAddress {
  const q = (params.get('q') ?? '').slice(0, SEARCH_MAX)
  const page = Number(params.get('page'))
  return { q, page: Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1 }
}

/** The address with `patch`; a new search starts again at page 1. */
export function writeAddress(params: URLSearchParams, patch: Partial<ListAddress>): URLSearchParams {
  const next = new URLSearchParams(params)
  if (patch.q !== undefined) {
    const q = patch.q.slice(0, SEARCH_MAX)
    if (q.trim() === '') next.delete('q')
    else next.set('q', q)
    next.delete('page')
  }
  if (patch.page !== undefined) {
    if (patch.page <= 1) next.delete('page')
    else next.set('page', String(patch.page))
  }
  return next
}

/** The query of the list: the search without its spaces around (a text too short searches nothing, as on the server), page 1 left out. */
export function listParams({ q, page }: ListAddress): SynonymListParams {
  const text = q.trim()
  return { ...(text.length >= LIST_SEARCH_MIN ? { q: text } : {}), ...(page > 1 ? { page } : {}) }
}

export const pageCount = (total: number) => Math.max(1, Math.ceil(total / SYNONYM_PAGE_SIZE))
