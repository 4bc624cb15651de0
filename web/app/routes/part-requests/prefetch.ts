// What Tanya Part's pages ask for on their first render, asked beside their code (routes.ts): the
// list with its address's filter, or one request.
import type { QueryClient } from '@tanstack/react-query'
import { partRequestQuery, partRequestsQuery } from '#web/features/part-requests/api/read.ts'
import { requestIdOf, requestListParams } from '#web/features/part-requests/logic/request-address.ts'

export function prefetchList(client: QueryClient, side: 'user' | 'seller', search: string): Promise<void> {
  return client.prefetchQuery(partRequestsQuery(requestListParams(new URLSearchParams(search), side)))
}

/** An id that is no number is the page's to refuse: nothing is asked. */
export async function prefetchRequest(client: QueryClient, segment: string | undefined): Promise<void> {
  const id = requestIdOf(segment)
  if (id !== null) await client.prefetchQuery(partRequestQuery(id))
}
