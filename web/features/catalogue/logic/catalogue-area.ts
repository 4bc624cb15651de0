// Buyer and staff share the catalogue screens; the URL says whose they are (SPEC §2.1), so a
// dual-role account sees the variant of the area it is in, whatever role the session holds.
export interface CatalogueArea {
  /** '/user' or '/seller': detail links are {base}/produk/{id} (SPEC §2.6). */
  base: '/user' | '/seller'
  /** Staff see the catalogue read-only: no quantities, no cart (SPEC §6). */
  readOnly: boolean
}

export function catalogueAreaOf(pathname: string): CatalogueArea {
  const seller = pathname === '/seller' || pathname.startsWith('/seller/')
  return seller ? { base: '/seller', readOnly: true } : { base: '/user', readOnly: false }
}

export const cataloguePath = (area: CatalogueArea) => `${area.base}/produk/all`
export const productPath = (area: CatalogueArea, id: number) => `${area.base}/produk/${id}`
