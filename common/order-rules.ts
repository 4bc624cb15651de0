// The order lists' limits, without zod: the screens import these.
export const ORDER_LIST_LIMIT = 200
/** one rule for every list's search (common/search.ts) */
export { LIST_SEARCH_MIN } from './search'
