// The numbers of 'Ringkasan pemeriksaan' and when an import may be sent.

import { IMPORT_MAX_UNIQUE } from '#common/import-rules.ts'
import type { ImportValidateResponse } from '#common/imports.ts'
import { warningText } from './messages'

type Summary = ImportValidateResponse['summary']

interface Counter {
  key: string
  label: string
  value: number
  color: string
}

interface SummaryNumbers {
  uniqueUsed: number
  limit: number
  /** 0..100, for the progress bar */
  percent: number
  /** 'N / 50' */
  uniqueText: string
  counters: Counter[]
  totalRows: number
  warnings: string[]
}

export function summaryNumbers(summary: Summary): SummaryNumbers {
  const { count } = summary
  const counters: Counter[] = [
    { key: 'used', label: 'Dipakai', value: count.used, color: 'green' },
    { key: 'aggregated', label: 'Digabung (duplikat)', value: count.aggregated, color: 'blue' },
    { key: 'unknown', label: 'Tidak dikenali', value: count.unknown, color: 'orange' },
    { key: 'invalid', label: 'Tidak valid', value: count.invalid, color: 'red' },
  ]
  // only when it happened: product.md §2.12's four counters stay the usual picture
  if (count.ignored > 0) counters.push({ key: 'ignored', label: 'Melewati batas 50', value: count.ignored, color: 'gray' })
  const uniqueUsed = summary.unique_used
  return {
    uniqueUsed,
    limit: IMPORT_MAX_UNIQUE,
    percent: Math.min(100, Math.round((uniqueUsed / IMPORT_MAX_UNIQUE) * 100)),
    uniqueText: `${uniqueUsed} / ${IMPORT_MAX_UNIQUE}`,
    counters,
    totalRows: summary.total_rows,
    warnings: summary.warnings.map((w) => warningText(w.part_no_norm, w.warning)),
  }
}

/** An import needs the server's token and at least one recognised part. */
export function canImport(result: Pick<ImportValidateResponse, 'validation_token' | 'summary'> | null): boolean {
  return Boolean(result?.validation_token) && (result?.summary.unique_used ?? 0) > 0
}
