// PUT /api/admin/pengaturan/pajak/{id}: the whole row, only while it is not yet in effect (else 422
// TAX_SETTING_LOCKED).
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TaxSetting, TaxSettingRequest } from '#common/settings.ts'
import { api } from '#web/api/client.ts'
import { refreshAfterSettingsWrite } from './settings-written'

const changeTaxSetting = ({ id, body }: { id: number; body: TaxSettingRequest }) =>
  api.put<TaxSetting>(`/admin/pengaturan/pajak/${id}`, body)

export function useChangeTaxSetting() {
  const client = useQueryClient()
  return useMutation({ mutationFn: changeTaxSetting, onSuccess: () => refreshAfterSettingsWrite(client) })
}
