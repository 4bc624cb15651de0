// GET /api/admin/feeds/{harga|sinonim}/template: a feed's example file (its columns and a few
// lines to start from), saved by the browser.
import { useMutation } from '@tanstack/react-query'
import type { FeedKind } from '#common/feeds.ts'
import { apiDownload } from '#web/api/client.ts'
import { saveFile } from '#web/lib/save-file.ts'

/** The kinds whose files are new to a dealer's export or written by head office: an example to start from. */
export const KINDS_WITH_TEMPLATE: ReadonlySet<FeedKind> = new Set<FeedKind>(['harga', 'sinonim'])

export function useDownloadTemplate(kind: FeedKind) {
  return useMutation({
    mutationFn: async () => {
      saveFile(await apiDownload(`/admin/feeds/${kind}/template`, { fallbackName: `${kind}-contoh.csv` }))
    },
  })
}
