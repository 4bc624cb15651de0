import { type AnswerLine, PART_REQUEST_STATE_LABEL, type PartRequest, type PartRequestSummary } from '#common/part-requests.ts'
import type { Quote } from '../pricing'
import { pricedFields } from '../pricing'
import type { LineRow, MessageRow, SummaryRow } from './queries'

// A request as the answers carry it: ISO times, the state's label, each message with the parts it
// names at the store's own prices.

export function presentSummary(r: SummaryRow): PartRequestSummary {
  return {
    id: Number(r.id),
    state: r.state,
    state_label: PART_REQUEST_STATE_LABEL[r.state],
    vehicle_model: r.vehicle_model,
    vehicle_year: r.vehicle_year,
    need: r.need,
    qty: r.qty,
    toko: r.toko,
    kode_toko: r.kode_toko,
    created_at: new Date(r.created_at).toISOString(),
    updated_at: new Date(r.updated_at).toISOString(),
    photo_count: r.photo_count,
  }
}

/** Who wrote a message when his account is gone or nameless. */
const SIDE_NAME = { user: 'Pembeli', seller: 'Cabang' } as const

export function presentMessages(messages: MessageRow[], lines: LineRow[], prices: Map<number, Quote>): PartRequest['messages'] {
  const byMessage = new Map<string, AnswerLine[]>()
  for (const l of lines) {
    const quote = prices.get(l.product_id) ?? { price: 0, price_list: 0, discount_bp: 0, source: 'daftar' as const }
    const line: AnswerLine = {
      product_id: l.product_id,
      part_no: l.part_no,
      name: l.name,
      unit: l.unit,
      qty: l.qty,
      note: l.note,
      ...pricedFields(quote),
    }
    const key = String(l.message_id)
    byMessage.set(key, [...(byMessage.get(key) ?? []), line])
  }
  return messages.map((m) => ({
    id: Number(m.id),
    side: m.side,
    author: m.author ?? SIDE_NAME[m.side],
    body: m.body,
    created_at: new Date(m.created_at).toISOString(),
    lines: byMessage.get(String(m.id)) ?? [],
  }))
}
