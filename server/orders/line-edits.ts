import { backorderEventNote } from '#common/backorder-rules.ts'
import { deliveryEventNote } from '#common/delivery-rules.ts'
import { etaProblem, formatEta } from '#common/eta.ts'
import { formatRupiah } from '#common/format.ts'
import type { UbahEtaRequest } from '#common/orders.ts'
import { receiptEventNote } from '#common/receipt-rules.ts'
import { AppError } from '../http/app-error'
import { byLine } from './confirmation'

// Changes staff make to lines while keeping the order's status, apart from the database: what
// each asks for is checked here, and the timeline says what changed in words a buyer reads.

export interface EtaMove {
  order_detail_id: number
  part_no: string
  from: string
  to: string
}

/**
 * Moves of arrival dates: only lines that have one, only later (a date promised to a workshop's
 * customer is never pulled forward behind his back), never in the past or more than a year on.
 */
export function planEtaMoves(
  lines: Array<{ id: number; part_no: string; eta: string | null }>,
  body: UbahEtaRequest,
  today: string,
): EtaMove[] {
  const wanted = byLine(body.etas, new Set(lines.map((l) => l.id)), 'perkiraan tiba')
  const moves: EtaMove[] = []
  const wrong: string[] = []
  for (const line of lines) {
    const entry = wanted.get(line.id)
    if (!entry) continue
    if (line.eta === null) {
      wrong.push(`${line.part_no} (tidak punya perkiraan tiba)`)
      continue
    }
    const problem = etaProblem(entry.eta, today)
    if (problem) wrong.push(`${line.part_no} (${problem})`)
    else moves.push({ order_detail_id: line.id, part_no: line.part_no, from: line.eta, to: entry.eta })
  }
  if (wrong.length > 0) throw new AppError(422, 'ETA_INVALID', `Perkiraan tiba tidak bisa dipakai: ${wrong.join('; ')}`)
  const earlier = moves.filter((m) => m.to <= m.from)
  if (earlier.length > 0) {
    const list = earlier.map((m) => `${m.part_no} (sekarang ${formatEta(m.from)})`).join('; ')
    throw new AppError(422, 'ETA_NOT_LATER', `Perkiraan tiba hanya dapat dimundurkan: ${list}`)
  }
  return moves
}

/** A part delivered instead of the one asked for. */
export interface PartSwitch {
  order_detail_id: number
  from: string
  to: string
}

/** The words of an event that kept the status, from what its detail recorded. */
export function editNote(action: string, detail: unknown): string | null {
  if (!detail || typeof detail !== 'object') return null
  if (action === 'ubah-eta') {
    const moves = (detail as { lines?: EtaMove[] }).lines ?? []
    return moves.map((m) => `Perkiraan tiba ${m.part_no}: ${formatEta(m.from)} → ${formatEta(m.to)}`).join('; ') || null
  }
  if (action === 'ganti-part') {
    const change = detail as Partial<PartSwitch>
    return change.from && change.to ? `Part ${change.from} diganti ${change.to}` : null
  }
  if (action === 'kirim-konfirmasi' || action === 'perbarui-harga') return quoteNote(detail as QuoteDetail)
  return backorderEventNote(action, detail) ?? deliveryEventNote(action, detail) ?? receiptEventNote(action, detail)
}

interface QuoteDetail {
  changes?: Array<{ part_no: string; from: number; to: number }>
  extras?: Array<{ part_no: string; extra_discount_bp: number }>
}

/** 'Harga 1005A134: Rp 110.700 → Rp 113.100; Diskon tambahan MZ320026: 5%' (docs/product.md §10.12) */
function quoteNote(detail: QuoteDetail): string | null {
  const moved = (detail.changes ?? []).map((c) => `Harga ${c.part_no}: ${formatRupiah(c.from)} → ${formatRupiah(c.to)}`)
  const extras = (detail.extras ?? []).map(
    (e) => `Diskon tambahan ${e.part_no}: ${(e.extra_discount_bp / 100).toLocaleString('id-ID')}%`,
  )
  return [...moved, ...extras].join('; ') || null
}
