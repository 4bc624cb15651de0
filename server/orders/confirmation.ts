import { defaultEta, etaAllowed, etaProblem, etaRequired } from '#common/eta.ts'
import type { KirimKonfirmasiRequest, OscConflict } from '#common/orders.ts'
import { READY_STATUS_NAME, type ReadyStatusId, statusQtyMismatch, suggestReadyStatus } from '#common/ready-status.ts'
import { AppError } from '../http/app-error'

// The rules of a staff confirmation, apart from the database: which quantity, status and note
// each line gets, and which lines ask for more than the branch has.
export interface ConfirmableLine {
  id: number
  part_no: string
  part_name: string
  qty_estimasi: number
  note_seller: string | null
}

export interface ConfirmedLine {
  id: number
  qty_confirmed: number
  ready_status_id: number
  note_seller: string | null
  qty_osc: number | null
  eta: string | null
}

/** Entries by their line, each naming a line of this order once (422 otherwise). */
export function byLine<T extends { order_detail_id: number }>(
  entries: T[] | undefined,
  known: Set<number>,
  what: string,
): Map<number, T> {
  const map = new Map<number, T>()
  for (const entry of entries ?? []) {
    if (!known.has(entry.order_detail_id)) {
      throw new AppError(422, 'UNKNOWN_ORDER_LINE', `Baris #${entry.order_detail_id} bukan bagian pesanan ini (${what}).`)
    }
    if (map.has(entry.order_detail_id))
      throw new AppError(422, 'DUPLICATE_ORDER_LINE', `Baris #${entry.order_detail_id} ganda (${what}).`)
    map.set(entry.order_detail_id, entry)
  }
  return map
}

/**
 * `today` is the Jakarta day the confirmation is sent: an Indent line without a date gets
 * today + 21 days, a date before today is refused.
 */
export function planConfirmation(
  lines: ConfirmableLine[],
  body: KirimKonfirmasiRequest,
  stock: Map<string, number> | null,
  today: string,
) {
  const known = new Set(lines.map((l) => l.id))
  const confirm = byLine(body.confirm_lines, known, 'qty konfirmasi')
  const revised = body.resolve?.mode === 'revise' ? byLine(body.resolve.lines, known, 'revisi') : new Map()
  const statuses = byLine(body.statuses, known, 'status')
  const notes = byLine(body.notes_per_part, known, 'catatan')
  const etas = byLine(body.etas, known, 'perkiraan tiba')
  const missing = lines.filter((l) => !confirm.has(l.id) && !revised.has(l.id))
  if (missing.length > 0) {
    throw new AppError(
      422,
      'CONFIRM_LINES_MISSING',
      `Qty konfirmasi belum diisi untuk: ${missing.map((l) => l.part_no).join(', ')}`,
    )
  }
  const planned: ConfirmedLine[] = []
  const conflicts: OscConflict[] = []
  for (const line of lines) {
    const qty = revised.get(line.id)?.qty_confirmed ?? confirm.get(line.id)?.qty_confirmed ?? 0
    const onHand = stock ? (stock.get(line.part_no) ?? 0) : null
    if (onHand !== null && qty > onHand) {
      conflicts.push({
        order_detail_id: line.id,
        part_no: line.part_no,
        part_name: line.part_name,
        qty_est: line.qty_estimasi,
        qty_osc: onHand,
        qty_conf: qty,
      })
    }
    const note = notes.get(line.id)
    planned.push({
      id: line.id,
      qty_confirmed: qty,
      // unpicked: the suggestion on what is confirmed, so it cannot contradict it
      ready_status_id: statuses.get(line.id)?.ready_status_id ?? suggestReadyStatus(qty, line.qty_estimasi),
      note_seller: note ? note.note_part_seller || null : line.note_seller,
      qty_osc: onHand,
      eta: etas.get(line.id)?.eta ?? null,
    })
  }
  refuseContradictions(lines, planned)
  settleEtas(lines, planned, today)
  return { planned, conflicts }
}

/**
 * Arrival dates: an Indent line always has one (three weeks on when staff gave none), a Sebagian
 * line when staff gave one for its rest; any other line given one, or a date in the past or more
 * than a year on, is refused (422) naming the lines.
 */
function settleEtas(lines: ConfirmableLine[], planned: ConfirmedLine[], today: string): void {
  const wrong: string[] = []
  planned.forEach((p, i) => {
    const partNo = lines[i].part_no
    if (p.eta === null) {
      if (etaRequired(p.ready_status_id)) p.eta = defaultEta(today)
      return
    }
    if (!etaAllowed(p.ready_status_id)) wrong.push(`${partNo} (hanya untuk Indent atau Sebagian)`)
    else {
      const problem = etaProblem(p.eta, today)
      if (problem) wrong.push(`${partNo} (${problem})`)
    }
  })
  if (wrong.length > 0) throw new AppError(422, 'ETA_INVALID', `Perkiraan tiba tidak bisa dipakai: ${wrong.join('; ')}`)
}

/** 422 STATUS_QTY_MISMATCH naming every line whose status contradicts its confirmed quantity. */
function refuseContradictions(lines: ConfirmableLine[], planned: ConfirmedLine[]): void {
  const wrong = planned.flatMap((p, i) => {
    const line = lines[i]
    const reason = statusQtyMismatch(p.ready_status_id, p.qty_confirmed, line.qty_estimasi)
    if (!reason) return []
    const status = READY_STATUS_NAME[p.ready_status_id as ReadyStatusId] ?? String(p.ready_status_id)
    return [
      {
        order_detail_id: line.id,
        part_no: line.part_no,
        ready_status: status,
        qty_confirmed: p.qty_confirmed,
        qty_estimasi: line.qty_estimasi,
        reason,
      },
    ]
  })
  if (wrong.length === 0) return
  throw new AppError(
    422,
    'STATUS_QTY_MISMATCH',
    `Status tidak sesuai qty konfirmasi: ${wrong.map((w) => `${w.part_no} (${w.reason})`).join('; ')}`,
    { lines: wrong },
  )
}
