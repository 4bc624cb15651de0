import type { DownloadedFile } from '../api/client'

/** Hands a downloaded file (web/api/client.ts apiDownload) to the browser as a download. */
export function saveFile({ fileName, blob }: DownloadedFile): void {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  link.style.display = 'none'
  document.body.append(link)
  link.click()
  link.remove()
  // revoked a little later: some browsers read the blob only after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
