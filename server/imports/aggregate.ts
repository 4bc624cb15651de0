import { IMPORT_MAX_UNIQUE, IMPORT_REASONS, type ImportRow } from '#common/imports.ts'
import { replacedReason } from '#common/supersession.ts'
import type { KnownPart } from '../catalogue'
import type { Candidate } from './rows'

export type { KnownPart } from '../catalogue'

export interface AggregateLine {
  part_no_norm: string
  name: string | null
  qty: number
  note: string
  unknown: boolean
  product_id: number | null
}

/**
 * The fate of every row: invalid rows and unknown parts are skipped; the first
 * 50 distinct known parts are used; later rows of a used part are merged into it (quantities
 * summed, capped at 999 with a warning); further parts are ignored over the limit. `known` maps
 * each number typed to its part: a replaced number to its current part, which it is merged with.
 */
export function aggregateRows(rows: Candidate[], known: Map<string, KnownPart>) {
  const out: ImportRow[] = []
  const used = new Map<string, AggregateLine>()
  const unknown = new Map<string, AggregateLine>()
  const warnings: Array<{ part_no_norm: string; warning: string }> = []
  const row = (c: Candidate, status: ImportRow['status'], reason: string | null): ImportRow => ({
    no: c.no,
    part_no: c.partNo,
    part_no_norm: c.partNorm,
    qty: c.qty,
    qty_text: c.qtyText,
    note: c.note,
    status,
    reason,
  })
  for (const c of rows) {
    if (c.reason) {
      out.push(row(c, 'invalid', c.reason))
      continue
    }
    const part = known.get(c.partNorm)
    if (!part) {
      out.push(row(c, 'unknown part', IMPORT_REASONS.unknown))
      const seen = unknown.get(c.partNorm)
      if (seen) seen.qty = Math.min(999, seen.qty + (c.qty ?? 0))
      else
        unknown.set(c.partNorm, {
          part_no_norm: c.partNorm,
          name: null,
          qty: c.qty ?? 0,
          note: c.note,
          unknown: true,
          product_id: null,
        })
      continue
    }
    const replaced = part.sto_id !== c.partNorm
    if (replaced && !warnings.some((w) => w.part_no_norm === c.partNorm)) {
      warnings.push({ part_no_norm: c.partNorm, warning: replacedReason(part.sto_id) })
    }
    const line = used.get(part.sto_id)
    if (line) {
      const sum = line.qty + (c.qty ?? 0)
      if (sum > 999 && line.qty < 999)
        warnings.push({ part_no_norm: part.sto_id, warning: `qty digabung ${sum} melebihi 999, dipakai 999` })
      line.qty = Math.min(999, sum)
      if (!line.note && c.note) line.note = c.note
      out.push(row(c, 'aggregated duplicate', 'digabung dengan baris sebelumnya'))
      continue
    }
    if (used.size >= IMPORT_MAX_UNIQUE) {
      out.push(row(c, 'ignored over limit', IMPORT_REASONS.overLimit))
      continue
    }
    used.set(part.sto_id, {
      part_no_norm: part.sto_id,
      name: part.name,
      qty: c.qty ?? 0,
      note: c.note,
      unknown: false,
      product_id: part.id,
    })
    out.push(row(c, 'used', replaced ? replacedReason(part.sto_id) : null))
  }
  const count = { used: 0, aggregated: 0, ignored: 0, invalid: 0, unknown: 0 }
  for (const r of out) {
    if (r.status === 'used') count.used++
    else if (r.status === 'aggregated duplicate') count.aggregated++
    else if (r.status === 'ignored over limit') count.ignored++
    else if (r.status === 'invalid') count.invalid++
    else count.unknown++
  }
  return { rows: out, aggregate: [...used.values(), ...unknown.values()], used: [...used.values()], count, warnings }
}
