// The order actions (SPEC §7). Each answers {id, status_code, bucket}; export answers a file.
import type { KirimKonfirmasiRequest } from '../../../../../common/orders'
import { API_BASE, ApiError, type ApiErrorBody, api, CSRF_HEADER, ensureCsrfToken, reportAuthFailure } from '../../../../api/client'
import { fileNameFromDisposition } from '../logic/filename'

export interface ActionAnswer {
  id: number
  status_code: number
  bucket: string
}

const actionPath = (id: number, action: string) => `/orders/${id}/actions/${action}`

export const orderActions = {
  kirimKonfirmasi: (id: number, body: KirimKonfirmasiRequest) => api.post<ActionAnswer>(actionPath(id, 'kirim-konfirmasi'), body),
  lanjutPesan: (id: number, body: { order_lines: Array<{ order_detail_id: number; qty_ordered: number }> }) =>
    api.post<ActionAnswer>(actionPath(id, 'lanjut-pesan'), body),
  batal: (id: number) => api.post<ActionAnswer>(actionPath(id, 'batal'), { ok: true }),
}

export interface ExportedFile {
  fileName: string
  blob: Blob
}

/**
 * POST …/export with the CSRF header. The answer is a text file, not JSON, so this reads the
 * response itself: the name from Content-Disposition, the body as a Blob. Failures are ApiErrors.
 */
export async function exportOrderFile(id: number, fallbackName: string): Promise<ExportedFile> {
  const res = await fetch(`${API_BASE}${actionPath(id, 'export')}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { [CSRF_HEADER]: await ensureCsrfToken(), Accept: 'text/plain, application/json' },
  })
  if (!res.ok) {
    reportAuthFailure(res.status)
    let body: ApiErrorBody | null = null
    try {
      body = (await res.json()) as ApiErrorBody
    } catch {
      body = null
    }
    throw new ApiError(res.status, body, res.statusText)
  }
  return { fileName: fileNameFromDisposition(res.headers.get('Content-Disposition'), fallbackName), blob: await res.blob() }
}

/** Hands the file to the browser as a download. */
export function saveFile({ fileName, blob }: ExportedFile): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
