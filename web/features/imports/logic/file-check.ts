// What the browser can tell about a chosen file before sending it. The server checks again, by
// content; these checks only spare a phone an upload that cannot succeed.
import { IMPORT_MAX_BYTES } from '#common/import-rules.ts'
import { BAD_FORMAT } from '#web/lib/file-import/messages.ts'
import { FILE_CHECK_TEXT } from './messages'

type FileCheck =
  | { ok: true; kind: 'csv' | 'xlsx' }
  /** .xls: told that the browser cannot read it, then sent to the server anyway. */
  | { ok: true; kind: 'xls'; notice: string }
  | { ok: false; error: string }

export function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? ''
}

export function checkImportFile(file: { name: string; size: number }): FileCheck {
  const ext = extensionOf(file.name)
  if (ext !== 'csv' && ext !== 'xlsx' && ext !== 'xls') return { ok: false, error: BAD_FORMAT }
  if (file.size > IMPORT_MAX_BYTES) return { ok: false, error: FILE_CHECK_TEXT.tooLarge }
  if (ext === 'xls') return { ok: true, kind: 'xls', notice: FILE_CHECK_TEXT.xlsNotice }
  return { ok: true, kind: ext }
}

/** For the file picker and the drop zone: the three extensions and their usual MIME types. */
export const PICKER_ACCEPT: Record<string, string[]> = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  'application/vnd.ms-excel': ['.xls', '.csv'],
}
