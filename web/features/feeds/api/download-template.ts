// GET /api/admin/feeds/harga/template: the 'harga' feed's example file (its columns and a line of
// each kind of agreement), saved by the browser.
import { useMutation } from '@tanstack/react-query'
import { apiDownload } from '#web/api/client.ts'
import { saveFile } from '#web/lib/save-file.ts'

export function useDownloadHargaTemplate() {
  return useMutation({
    mutationFn: async () => {
      saveFile(await apiDownload('/admin/feeds/harga/template', { fallbackName: 'harga-contoh.csv' }))
    },
  })
}
