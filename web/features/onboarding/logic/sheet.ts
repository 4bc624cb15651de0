// The 'kata sandi awal' sheet arrives inside the commit's answer (base64): it becomes a file here,
// in the browser, because the passwords are answered once and no later call could fetch them.
import type { DownloadedFile } from '#web/api/client.ts'

const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export function base64Bytes(base64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(base64)
  const bytes = new Uint8Array(binary.length)
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i)
  return bytes
}

export function sheetFile(base64: string, fileName: string): DownloadedFile {
  return { fileName, blob: new Blob([base64Bytes(base64)], { type: XLSX_TYPE }) }
}
