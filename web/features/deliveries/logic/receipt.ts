// 'Konfirmasi Terima' as typed: per line of the Surat Jalan what arrived and, when something was
// wrong, its discrepancy. The body goes through the server's own schema (common/receipts.ts), so a
// missing kind or note is refused here in the server's words; a line that arrived short opens its
// discrepancy by itself ('Kurang'), since the server refuses it without one.
import type { Delivery } from '#common/deliveries.ts'
import { type DiscrepancyKind, RECEIPT_TEXT, type ReceiptRequest, receiptSchema } from '#common/receipts.ts'

export type ReceiptItem = Delivery['items'][number]

export interface LineDraft {
  /** pieces that arrived, '' while the field is empty */
  qty: number | ''
  /** 'Ada selisih' ticked */
  open: boolean
  kind: DiscrepancyKind | null
  note: string
  /** the photos uploaded for it, as the upload answered their ids */
  photos: string[]
}

/** Per line (order_item_id). */
export type ReceiptDraft = Record<number, LineDraft>

export type LineField = 'qty' | 'kind' | 'note' | 'photos'
export type ReceiptErrors = Record<number, Partial<Record<LineField, string>>>

export type ReceiptCheck = { ok: true; body: ReceiptRequest } | { ok: false; errors: ReceiptErrors }

/** Everything arrived, nothing wrong. */
export function newReceiptDraft(items: readonly ReceiptItem[]): ReceiptDraft {
  return Object.fromEntries(
    items.map((item) => [item.order_item_id, { qty: item.qty, open: false, kind: null, note: '', photos: [] }]),
  )
}

/** Fewer than sent: the line needs a discrepancy, whatever its box says. */
export const isShort = (line: LineDraft, item: ReceiptItem) => line.qty !== '' && line.qty < item.qty

/**
 * A quantity typed: a short line opens its discrepancy as 'Kurang' unless a kind was chosen already;
 * back to everything sent, an untouched 'Kurang' (nothing written, no photo) closes again.
 */
export function withQty(line: LineDraft, item: ReceiptItem, qty: number | ''): LineDraft {
  const next = { ...line, qty }
  if (isShort(next, item)) return { ...next, open: true, kind: line.open && line.kind ? line.kind : 'kurang' }
  const untouched = line.kind === 'kurang' && !line.note.trim() && line.photos.length === 0
  return isShort(line, item) && untouched ? { ...next, open: false, kind: null } : next
}

/** A line the draft lacks (none does: it is made of the same items) counts as left empty. */
const lineOf = (draft: ReceiptDraft, item: ReceiptItem): LineDraft =>
  draft[item.order_item_id] ?? { qty: '', open: false, kind: null, note: '', photos: [] }

function rawLine(item: ReceiptItem, line: LineDraft) {
  const qty_received = line.qty === '' ? 0 : line.qty
  if (!line.open && !isShort(line, item)) return { order_item_id: item.order_item_id, qty_received }
  return {
    order_item_id: item.order_item_id,
    qty_received,
    discrepancy: { kind: line.kind ?? undefined, note: line.note, photo_ids: line.photos },
  }
}

/** The field of a line an issue of the schema concerns: ['lines', i, 'discrepancy', 'note'] is the note. */
function fieldOf(path: readonly PropertyKey[]): LineField {
  const [, , , field] = path
  if (field === 'kind' || field === 'note') return field
  if (field === 'photo_ids') return 'photos'
  return 'qty'
}

/** The body to send, or the first sentence per field of each line. */
export function checkReceipt(draft: ReceiptDraft, items: readonly ReceiptItem[]): ReceiptCheck {
  const errors: ReceiptErrors = {}
  const say = (id: number, field: LineField, message: string) => {
    errors[id] ??= {}
    errors[id][field] ??= message
  }
  for (const item of items) {
    const line = lineOf(draft, item)
    if (line.qty === '') say(item.order_item_id, 'qty', RECEIPT_TEXT.linesMismatch)
    else if (line.qty > item.qty) say(item.order_item_id, 'qty', RECEIPT_TEXT.overReceived)
    // the schema says so only once the kind is there: both are said at once
    if ((line.open || isShort(line, item)) && !line.note.trim()) say(item.order_item_id, 'note', RECEIPT_TEXT.noteRequired)
  }
  const parsed = receiptSchema.safeParse({ lines: items.map((item) => rawLine(item, lineOf(draft, item))) })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const index = issue.path[1]
      const item = typeof index === 'number' ? items[index] : undefined
      if (item) say(item.order_item_id, fieldOf(issue.path), issue.message)
    }
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data }
  return { ok: false, errors }
}
