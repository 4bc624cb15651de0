// The catalogue's part of the route table (route-table.ts): the search, the list and a part's
// detail for buyers and staff, as one chunk, with the list's first page asked beside its code.
import { type FeatureRoutes, screen, type TableRoute } from '#web/app/feature-routes.ts'
import { startOfAddress } from '#web/features/catalogue/logic/criteria-address.ts'
import { ID_PARAM, paths } from '#web/lib/paths.ts'
import { cataloguePaths } from './paths'
import { prefetch } from './prefetch'

type Module = 'catalogue'

function catalogueScreens(area: 'user' | 'seller'): TableRoute<Module>[] {
  return [
    screen(cataloguePaths.productSearch(area), 'catalogue', 'ProductSearchPage'),
    screen(paths.catalogue(area), 'catalogue', 'CataloguePage', {
      firstData: ({ pathname, search }, client) => prefetch(client, pathname, search),
      // criteria the address does not name are in the tab's storage (product.md §2.6), which the server cannot read
      serverRenders: (search) => startOfAddress(search) !== null,
    }),
    screen(paths.product(area, ID_PARAM), 'catalogue', 'ProductDetailPage'),
  ]
}

const produk = (area: 'user' | 'seller') => ({ label: 'Produk', to: cataloguePaths.productSearch(area), order: 10 })

export const catalogueRoutes: FeatureRoutes<Module> = {
  modules: { catalogue: () => import('./pages') },
  screens: { user: catalogueScreens('user'), seller: catalogueScreens('seller') },
  nav: { user: [produk('user')], seller: [produk('seller')] },
}
