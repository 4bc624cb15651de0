// GET /api/admin/feeds/jobs/{id}/rejects: the job's rejected lines as a CSV file, saved by the browser.
import { useMutation } from '@tanstack/react-query'
import { apiDownload } from '#web/api/client.ts'
import { saveFile } from '#web/lib/save-file.ts'

export function useDownloadRejects() {
  return useMutation({
    mutationFn: async (id: number) => {
      saveFile(await apiDownload(`/admin/feeds/jobs/${id}/rejects`, { fallbackName: `baris-ditolak-job-${id}.csv` }))
    },
  })
}
