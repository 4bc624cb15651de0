// 'Map Kolom Manual': the dropdowns list the answer's headers by column index.
import { type ColumnOption, columnLetter } from '#web/lib/file-import/columns.ts'
import { NO_COLUMN } from '#web/lib/file-import/messages.ts'
import type { ColumnMapping } from './form-data'

/** One option per header; a repeated or empty name gets its column letter to tell them apart. */
export function columnOptions(headers: string[]): ColumnOption[] {
  const seen = new Map<string, number>()
  for (const h of headers) seen.set(h, (seen.get(h) ?? 0) + 1)
  return headers.map((h, i) => {
    const name = h.trim()
    const label = name === '' || (seen.get(h) ?? 0) > 1 ? `${name || 'Kolom'} (${columnLetter(i)})` : name
    return { value: String(i), label }
  })
}

export function noteOptions(headers: string[]): ColumnOption[] {
  return [{ value: '-1', label: NO_COLUMN }, ...columnOptions(headers)]
}

export function changeMapping(mapping: ColumnMapping, field: keyof ColumnMapping, value: string): ColumnMapping {
  const index = Number.parseInt(value, 10)
  return Number.isInteger(index) ? { ...mapping, [field]: index } : mapping
}

export function sameMapping(a: ColumnMapping | null, b: ColumnMapping | null): boolean {
  return a?.part === b?.part && a?.qty === b?.qty && a?.note === b?.note
}
