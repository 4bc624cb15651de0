// The list price rule (docs/product.md §10.9), in plain values: the catalogue's presenter applies it
// to a row it already read; queries.ts states the same rule in SQL for the statements that price
// many parts at once.

/** Whose price it is: a buyer's store in its branch, on a Jakarta day (YYYY-MM-DD). */
export interface PriceContext {
  branchId: number
  /** the buyer's store; staff looking at the catalogue have none */
  storeId: number | null
  day: string
}

/**
 * The list price of a part in a branch: the branch's price from the stock feed when it has one,
 * else the part master's.
 */
export function listPrice(masterPrice: number, branchPrice: number | null | undefined): number {
  return branchPrice ?? masterPrice
}
