// The catalogue list's first page, asked as soon as its code and the session are there
// (route-modules.ts, prefetchRoute), with the criteria the page will start from (the prefill keys).

import { paths, screenAreaOf } from '../../lib/paths'
import { queryClient } from '../../lib/query-client'
import { productsQueryOptions } from './api/get-products'
import { catalogueAreaOf } from './logic/catalogue-area'
import { readPrefill } from './logic/prefill-store'
import { buildProductsRequest } from './logic/products-query'

export function prefetch(pathname: string): void {
  if (pathname !== paths.catalogue(screenAreaOf(pathname))) return
  const request = buildProductsRequest(readPrefill().criteria, catalogueAreaOf(pathname).readOnly)
  if (request.enabled) void queryClient.prefetchInfiniteQuery(productsQueryOptions(request.params))
}
