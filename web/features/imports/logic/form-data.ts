// The body of POST /orders/import/validate: one file or the pasted text, and the manual
// column mapping once the buyer has chosen one (without it the server finds the header itself).
import type { ImportValidateResponse } from '#common/imports.ts'

export type ImportSource = { kind: 'file'; file: File } | { kind: 'text'; text: string }

/** Column indexes as the answer names them; note -1: no note column ('-- tidak ada --'). */
export type ColumnMapping = ImportValidateResponse['mapping']

export function buildValidateForm(source: ImportSource, mapping: ColumnMapping | null): FormData {
  const form = new FormData()
  // the mapping first: the server reads fields as they stream in
  if (mapping) {
    form.append('map_part_idx', String(mapping.part))
    form.append('map_qty_idx', String(mapping.qty))
    form.append('map_note_idx', String(mapping.note))
  }
  if (source.kind === 'file') form.append('file', source.file, source.file.name)
  else form.append('text', source.text)
  return form
}

export function sourceName(source: ImportSource): string {
  return source.kind === 'file' ? source.file.name : 'Teks ditempel'
}
