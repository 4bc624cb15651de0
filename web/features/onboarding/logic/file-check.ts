// What the browser can tell about a chosen file before sending it: its type by name and its size.
// The server checks again, by content; these checks only spare an upload that cannot succeed.
import { ONBOARDING_MAX_BYTES, ONBOARDING_TEXT } from '#common/onboarding.ts'
import { BAD_FORMAT } from '#web/lib/file-import/messages.ts'
import { XLS_REFUSED } from './messages'

type FileCheck = { ok: true } | { ok: false; error: string }

export function extensionOf(name: string): string {
  return /\.([a-z0-9]+)$/i.exec(name.trim())?.[1]?.toLowerCase() ?? ''
}

export function checkOnboardingFile(file: { name: string; size: number }): FileCheck {
  const ext = extensionOf(file.name)
  // an old Excel file: the fix is a 'Save as' away, so say which
  if (ext === 'xls') return { ok: false, error: XLS_REFUSED }
  if (ext !== 'csv' && ext !== 'xlsx') return { ok: false, error: BAD_FORMAT }
  if (file.size > ONBOARDING_MAX_BYTES) return { ok: false, error: ONBOARDING_TEXT.tooLarge }
  return { ok: true }
}

/** For the file picker and the drop zone: the two extensions and their usual MIME types. */
export const PICKER_ACCEPT: Record<string, string[]> = {
  'text/csv': ['.csv'],
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ['.xlsx'],
  // Windows names a .csv after Excel when Excel is installed
  'application/vnd.ms-excel': ['.csv'],
}
