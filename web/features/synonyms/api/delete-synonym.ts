// DELETE /api/admin/synonyms/{id}: 204; searches stop reading the term at once.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/api/client.ts'
import { refreshAfterSynonymWrite } from './synonyms-written'

const deleteSynonym = (id: number) => api.delete<null>(`/admin/synonyms/${id}`)

export function useDeleteSynonym() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteSynonym, onSuccess: () => refreshAfterSynonymWrite(client) })
}
