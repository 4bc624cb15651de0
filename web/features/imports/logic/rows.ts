// The preview's rows: which are errors, what a status is called, how a note is cut.
import type { ImportRow, ImportRowStatus, ImportValidateResponse } from '#common/imports.ts'

export type StatusTone = 'ok' | 'merged' | 'bad' | 'unknown' | 'skipped'

interface StatusView {
  label: string
  color: string
  tone: StatusTone
}

/** Colour is never the only signal: each status has words (and an icon, in the badge). */
export const STATUS_VIEW: Record<ImportRowStatus, StatusView> = {
  used: { label: 'Dipakai', color: 'green', tone: 'ok' },
  'aggregated duplicate': { label: 'Digabung', color: 'blue', tone: 'merged' },
  invalid: { label: 'Tidak valid', color: 'red', tone: 'bad' },
  'unknown part': { label: 'Tidak dikenali', color: 'orange', tone: 'unknown' },
  'ignored over limit': { label: 'Melewati batas', color: 'gray', tone: 'skipped' },
}

/** Rows that will not reach the order: everything but used and merged duplicates. */
export function isErrorRow(row: Pick<ImportRow, 'status'>): boolean {
  return row.status !== 'used' && row.status !== 'aggregated duplicate'
}

export function visibleRows<T extends Pick<ImportRow, 'status'>>(rows: T[], errorsOnly: boolean): T[] {
  return errorsOnly ? rows.filter(isErrorRow) : rows
}

const NOTE_PREVIEW_MAX = 100

/** The note as the preview shows it: at most 100 characters, an ellipsis when cut. */
export function cutNote(note: string, max = NOTE_PREVIEW_MAX): string {
  return note.length > max ? `${note.slice(0, max)}…` : note
}

/** The tooltip of a status badge: the server's reason, or the status itself for a used row. */
export function reasonText(row: Pick<ImportRow, 'status' | 'reason'>): string {
  return row.reason ?? STATUS_VIEW[row.status].label
}

/** Catalogue names of the recognised parts, to show under the part number. */
export function partNames(aggregate: ImportValidateResponse['aggregate']): Map<string, string> {
  const names = new Map<string, string>()
  for (const line of aggregate) if (line.name) names.set(line.part_no_norm, line.name)
  return names
}

/** The quantity read, else the cell as the file had it ('2.5' refused), else a dash for an empty cell. */
export const qtyText = (row: Pick<ImportRow, 'qty' | 'qty_text'>): string =>
  row.qty !== null ? String(row.qty) : row.qty_text || '-'
