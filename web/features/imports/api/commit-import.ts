// POST /api/orders/import/commit: the checked lines become one estimate.
import { useMutation } from '@tanstack/react-query'
import type { ImportCommitRequest, ImportCommitResponse } from '#common/imports.ts'
import { api } from '#web/api/client.ts'

function commitImport(body: ImportCommitRequest): Promise<ImportCommitResponse> {
  return api.post<ImportCommitResponse>('/orders/import/commit', body)
}

export function useCommitImport() {
  return useMutation({ mutationFn: commitImport })
}
