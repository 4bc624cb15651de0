// What the list shows of the pages fetched so far.
import type { ProductWithStock } from '#common/catalogue.ts'
import { matchesPartFilter } from './products-query'

interface VisibleProducts {
  products: ProductWithStock[]
  /** Per page, how many of its parts are shown: an empty page may make the list load on. */
  shownPerPage: number[]
}

/**
 * Pages narrowed by the client-side part filter; a part already shown is not shown twice (parts
 * added to the catalogue between two pages can shift an offset cursor by a row).
 */
export function visibleProducts(pages: readonly { items: ProductWithStock[] }[], partFilter: string | null): VisibleProducts {
  const seen = new Set<number>()
  const products: ProductWithStock[] = []
  const shownPerPage = pages.map((page) => {
    let shown = 0
    for (const item of page.items) {
      if (seen.has(item.id) || !matchesPartFilter(item.sto_id, partFilter)) continue
      seen.add(item.id)
      products.push(item)
      shown++
    }
    return shown
  })
  return { products, shownPerPage }
}
