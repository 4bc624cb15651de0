// 'Map Kolom Manual' (SPEC §2.12): the dropdowns list the answer's headers by column index.
import type { ColumnMapping } from './form-data'
import { NO_NOTE_COLUMN } from './messages'

interface ColumnOption {
  value: string
  label: string
}

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
  return [{ value: '-1', label: NO_NOTE_COLUMN }, ...columnOptions(headers)]
}

/** 0 -> A, 25 -> Z, 26 -> AA, as a spreadsheet names columns. */
export function columnLetter(index: number): string {
  let n = index + 1
  let out = ''
  while (n > 0) {
    const rest = (n - 1) % 26
    out = String.fromCharCode(65 + rest) + out
    n = Math.floor((n - 1) / 26)
  }
  return out
}

export function changeMapping(mapping: ColumnMapping, field: keyof ColumnMapping, value: string): ColumnMapping {
  const index = Number.parseInt(value, 10)
  return Number.isInteger(index) ? { ...mapping, [field]: index } : mapping
}

export function sameMapping(a: ColumnMapping | null, b: ColumnMapping | null): boolean {
  return a?.part === b?.part && a?.qty === b?.qty && a?.note === b?.note
}
