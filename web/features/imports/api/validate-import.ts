// POST /orders/import/validate (SPEC §7): the file or pasted lines, checked by the server.
import type { ImportValidateResponse } from '../../../../common/imports'
import { apiRequest } from '../../../api/client'
import { buildValidateForm, type ColumnMapping, type ImportSource } from '../logic/form-data'

export function validateImport(
  source: ImportSource,
  mapping: ColumnMapping | null,
  signal?: AbortSignal,
): Promise<ImportValidateResponse> {
  return apiRequest<ImportValidateResponse>('/orders/import/validate', {
    method: 'POST',
    formData: buildValidateForm(source, mapping),
    signal,
  })
}
