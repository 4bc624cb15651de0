// POST /api/orders/{id}/actions/export (product.md §7): staff download an ordered order as a text file;
// a Dipesan order moves to Diproses. The answer is the file, not JSON.
import { useMutation } from '@tanstack/react-query'
import { apiDownload, type DownloadedFile } from '#web/api/client.ts'

interface ExportOrderInput {
  id: number
  /** The name when the answer names none: the invoice number, made safe for a file name. */
  invoice: string
}

function exportOrder({ id, invoice }: ExportOrderInput): Promise<DownloadedFile> {
  const fallbackName = `${invoice.replace(/[^A-Za-z0-9._-]/g, '_')}.txt`
  return apiDownload(`/orders/${id}/actions/export`, { method: 'POST', fallbackName })
}

export function useExportOrder(onDone: (file: DownloadedFile) => Promise<void>) {
  return useMutation({ mutationFn: exportOrder, onSuccess: onDone })
}
