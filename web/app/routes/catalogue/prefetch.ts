// The catalogue list's first page, asked as soon as the session is known (routes.ts names it for
// the list's route), with the criteria the page will start from (the address's, else the prefill keys),
// and the pictures of its first cards as soon as it has arrived; the filter panel's code when the
// tab left the panel open.

import type { QueryClient } from '@tanstack/react-query'
import { productsQueryOptions } from '#web/features/catalogue/api/get-products.ts'
import { filterPanelModule } from '#web/features/catalogue/components/filter-panel-loader.ts'
import { catalogueAreaOf } from '#web/features/catalogue/logic/catalogue-area.ts'
import { startOfAddress } from '#web/features/catalogue/logic/criteria-address.ts'
import { preloadFirstPictures } from '#web/features/catalogue/logic/first-cards.ts'
import { readPrefill } from '#web/features/catalogue/logic/prefill-store.ts'
import { priceStoreOf } from '#web/features/catalogue/logic/price-store.ts'
import { buildProductsRequest } from '#web/features/catalogue/logic/products-query.ts'

/** `search`: the address's query, whose ?toko= names the store whose prices staff look at. */
export async function prefetch(client: QueryClient, pathname: string, search = ''): Promise<void> {
  const prefill = startOfAddress(search) ?? readPrefill()
  if (prefill.filterOpen) void filterPanelModule.load().catch(() => undefined)
  const { readOnly } = catalogueAreaOf(pathname)
  const request = buildProductsRequest(prefill.criteria, readOnly, priceStoreOf(search))
  if (!request.enabled) return
  const options = productsQueryOptions(request.params)
  await client.prefetchInfiniteQuery(options)
  preloadFirstPictures(client.getQueryData(options.queryKey)?.pages[0]?.items ?? [])
}
