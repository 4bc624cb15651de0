import type { ImportValidateResponse } from '#common/imports.ts'
import type { aggregateRows } from './aggregate'
import { MAX_ROWS } from './read-upload'
import type { Mapping } from './rows'

/** The checked file as the import screen shows it: rows with reasons, merged lines, a summary. */
export function presentValidation(input: {
  fileName: string
  headers: string[]
  headerFound: boolean
  mapping: Mapping
  totalRows: number
  truncated: boolean
  result: ReturnType<typeof aggregateRows>
  token: string | null
}): ImportValidateResponse {
  const { result } = input
  return {
    headers: input.headers,
    header_found: input.headerFound,
    mapping: input.mapping,
    rows: result.rows,
    aggregate: result.aggregate.map(({ product_id: _, ...line }) => line),
    summary: {
      file: input.fileName,
      unique_used: result.used.length,
      total_rows: input.totalRows,
      count: result.count,
      warnings: input.truncated
        ? [...result.warnings, { part_no_norm: '-', warning: `hanya ${MAX_ROWS} baris pertama yang dibaca` }]
        : result.warnings,
    },
    validation_token: input.token,
  }
}
