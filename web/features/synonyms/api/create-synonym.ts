// POST /api/admin/synonyms ({term, synonyms}): answers the new term; a term already kept is 409
// 'Istilah ini sudah ada.', a field breaking its rule 422 naming it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Synonym, SynonymInput } from '#common/synonyms.ts'
import { api } from '#web/api/client.ts'
import { refreshAfterSynonymWrite } from './synonyms-written'

const createSynonym = (body: SynonymInput) => api.post<Synonym>('/admin/synonyms', body)

export function useCreateSynonym() {
  const client = useQueryClient()
  return useMutation({ mutationFn: createSynonym, onSuccess: () => refreshAfterSynonymWrite(client) })
}
