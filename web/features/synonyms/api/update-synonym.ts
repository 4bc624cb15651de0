// PATCH /api/admin/synonyms/{id} ({term, synonyms}, the whole term): a new name another term has is
// 409 'Istilah ini sudah ada.'; a term deleted meanwhile 404.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Synonym, SynonymInput } from '#common/synonyms.ts'
import { api } from '#web/api/client.ts'
import { refreshAfterSynonymWrite } from './synonyms-written'

const updateSynonym = ({ id, body }: { id: number; body: SynonymInput }) => api.patch<Synonym>(`/admin/synonyms/${id}`, body)

export function useUpdateSynonym() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateSynonym, onSuccess: () => refreshAfterSynonymWrite(client) })
}
