// POST /api/orders/import/validate (SPEC §7): the file or pasted lines, checked by the server.
import { useMutation } from '@tanstack/react-query'
import type { ImportValidateResponse } from '../../../../common/imports'
import { apiRequest } from '../../../api/client'
import { buildValidateForm, type ColumnMapping, type ImportSource } from '../logic/form-data'

interface ValidateImportInput {
  source: ImportSource
  /** null: the server finds the header itself. */
  mapping: ColumnMapping | null
  /** A newer check cancels this one (hooks/use-validate-runner.ts). */
  signal: AbortSignal
}

function validateImport({ source, mapping, signal }: ValidateImportInput): Promise<ImportValidateResponse> {
  return apiRequest<ImportValidateResponse>('/orders/import/validate', {
    method: 'POST',
    formData: buildValidateForm(source, mapping),
    signal,
  })
}

export function useValidateImport() {
  return useMutation({ mutationFn: validateImport })
}
