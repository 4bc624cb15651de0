// The catalogue's own address: the search each area opens on ('Produk'). The list and a part's
// detail are in web/lib/paths.ts, where the cart and the cards link to them.
import { type Area, paths } from '#web/lib/paths.ts'

export const cataloguePaths = {
  productSearch: (area: Area) => `${paths.area(area)}/produk`,
}
