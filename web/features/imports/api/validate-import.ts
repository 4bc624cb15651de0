// POST /api/orders/import/validate: the file or pasted lines, checked by the server.
import { useMutation } from '@tanstack/react-query'
import type { ImportValidateResponse } from '#common/imports.ts'
import { apiRequest } from '#web/api/client.ts'
import type { CheckRequest } from '#web/lib/file-import/use-check-runner.ts'
import { buildValidateForm, type ColumnMapping, type ImportSource } from '../logic/form-data'

function validateImport({ source, mapping, signal }: CheckRequest<ImportSource, ColumnMapping>): Promise<ImportValidateResponse> {
  return apiRequest<ImportValidateResponse>('/orders/import/validate', {
    method: 'POST',
    formData: buildValidateForm(source, mapping),
    signal,
  })
}

export function useValidateImport() {
  return useMutation({ mutationFn: validateImport })
}
