// POST /api/admin/pengaturan/pajak: a PPN row from today on; a day with a row already is 409
// TAX_DAY_TAKEN, a field breaking its rule 422 naming it.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TaxSetting, TaxSettingRequest } from '#common/settings.ts'
import { api } from '#web/api/client.ts'
import { refreshAfterSettingsWrite } from './settings-written'

const addTaxSetting = (body: TaxSettingRequest) => api.post<TaxSetting>('/admin/pengaturan/pajak', body)

export function useAddTaxSetting() {
  const client = useQueryClient()
  return useMutation({ mutationFn: addTaxSetting, onSuccess: () => refreshAfterSettingsWrite(client) })
}
