// The reads of 'Tanya Part' (product.md §14.4): a page of the viewer's requests, one request whole,
// what waits for him (the navbar's count) and the models the form offers.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { PartRequest, PartRequestList } from '#common/part-requests.ts'
import { api } from '#web/api/client.ts'
import type { FilterParams } from '#web/lib/list-filters.ts'
import { partRequestKeys } from './keys'

export const partRequestsQuery = (params: FilterParams) =>
  queryOptions({
    queryKey: partRequestKeys.list(params),
    queryFn: ({ signal }) => api.get<PartRequestList>('/part-requests', { signal, query: params }),
  })

// the page stays while the next filter's answer comes
export const usePartRequests = (params: FilterParams) =>
  useQuery({ ...partRequestsQuery(params), placeholderData: keepPreviousData })

export const partRequestQuery = (id: number) =>
  queryOptions({
    queryKey: partRequestKeys.one(id),
    queryFn: ({ signal }) => api.get<PartRequest>(`/part-requests/${id}`, { signal }),
    // the other side's answer or message shows up while the page is open
    refetchInterval: 30_000,
  })

export const usePartRequest = (id: number) => useQuery(partRequestQuery(id))

export const partRequestCountQuery = () =>
  queryOptions({
    queryKey: partRequestKeys.count,
    queryFn: ({ signal }) => api.get<{ waiting: number }>('/part-requests/count', { signal }),
    // a request's message says when to ask again; this covers a bell that was not heard
    staleTime: 60_000,
    refetchInterval: 120_000,
  })

export const usePartRequestCount = () => useQuery(partRequestCountQuery())

export const useVehicleModels = () =>
  useQuery({
    queryKey: partRequestKeys.models,
    queryFn: ({ signal }) => api.get<{ models: string[] }>('/part-requests/models', { signal }),
    staleTime: 10 * 60_000,
  })
