// When the list may load its next page by itself (product.md §2.6, the 'Refresh...' retry; the
// empty-fetch limits, 15 and 3 when searching, are ours). In 'Hanya Yang Ada' mode a page can come
// back empty while more parts remain; the list keeps going, but not forever: after the limit the
// visitor asks with 'Refresh...'.
export const EMPTY_FETCH_LIMIT = 15
const EMPTY_FETCH_LIMIT_SEARCHING = 3

/** How many of the last pages in a row showed nothing (after any client-side narrowing). */
export function emptyTail(shownPerPage: readonly number[]): number {
  let count = 0
  for (let i = shownPerPage.length - 1; i >= 0 && shownPerPage[i] === 0; i--) count++
  return count
}

export function canAutoLoadMore(shownPerPage: readonly number[], searching: boolean): boolean {
  const limit = searching ? EMPTY_FETCH_LIMIT_SEARCHING : EMPTY_FETCH_LIMIT
  return emptyTail(shownPerPage) < limit
}
