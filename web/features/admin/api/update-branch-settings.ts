// PUT /api/admin/pengaturan/cabang/{id} ({quote_valid_days, max_extra_discount_percent,
// backorder_flag_days, auto_receipt_days}): answers the branch's settings; a value breaking its rule is 422 naming its field.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { BranchSettings, BranchSettingsRequest } from '#common/settings.ts'
import { api } from '#web/api/client.ts'
import { refreshAfterSettingsWrite } from './settings-written'

const updateBranchSettings = ({ id, body }: { id: number; body: BranchSettingsRequest }) =>
  api.put<BranchSettings>(`/admin/pengaturan/cabang/${id}`, body)

export function useUpdateBranchSettings() {
  const client = useQueryClient()
  return useMutation({ mutationFn: updateBranchSettings, onSuccess: () => refreshAfterSettingsWrite(client) })
}
