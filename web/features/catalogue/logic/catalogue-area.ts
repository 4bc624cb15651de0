// Buyer and staff share the catalogue screens; the URL says whose they are (product.md §2.1), so a
// dual-role account sees the variant of the area it is in, whatever role the session holds.
import { type Area, screenAreaOf } from '#web/lib/paths.ts'

export interface CatalogueArea {
  /** Whose catalogue: detail links are {area}/produk/{id} (product.md §2.6). */
  area: Area
  /** Staff see the catalogue read-only: no quantities, no cart (product.md §6). */
  readOnly: boolean
}

export function catalogueAreaOf(pathname: string): CatalogueArea {
  const area = screenAreaOf(pathname)
  return { area, readOnly: area === 'seller' }
}
