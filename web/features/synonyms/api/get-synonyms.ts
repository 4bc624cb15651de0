// GET /api/admin/synonyms?q=&page=: a page of 50 terms in alphabetical order, filtered by a word of
// the term or of a phrase, with the count of every term the filter finds.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SynonymPage } from '#common/synonyms.ts'
import { api } from '#web/api/client.ts'
import { synonymKeys } from './keys'

export interface SynonymListParams {
  q?: string
  page?: number
}

function getSynonyms(params: SynonymListParams, signal: AbortSignal): Promise<SynonymPage> {
  return api.get<SynonymPage>('/admin/synonyms', { query: { ...params }, signal })
}

export function synonymListOptions(params: SynonymListParams) {
  return queryOptions({
    queryKey: [...synonymKeys.all, params] as const,
    queryFn: ({ signal }) => getSynonyms(params, signal),
    // the rows stay while the next search or page is on its way
    placeholderData: keepPreviousData,
  })
}

export function useSynonyms(params: SynonymListParams) {
  return useQuery(synonymListOptions(params))
}
