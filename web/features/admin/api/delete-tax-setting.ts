// DELETE /api/admin/pengaturan/pajak/{id}: only a row not yet in effect, never the only row (422).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '#web/api/client.ts'
import { refreshAfterSettingsWrite } from './settings-written'

const deleteTaxSetting = (id: number) => api.delete<null>(`/admin/pengaturan/pajak/${id}`)

export function useDeleteTaxSetting() {
  const client = useQueryClient()
  return useMutation({ mutationFn: deleteTaxSetting, onSuccess: () => refreshAfterSettingsWrite(client) })
}
