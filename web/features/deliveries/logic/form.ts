// 'Catat Pengiriman' as typed: the draft the form holds, and the body it sends. The body goes
// through the server's own schema (common/deliveries.ts), so a missing driver or plate, a bad
// plate or no line at all is refused here in the server's words; the day's bounds that the
// screen knows (not after today, at most 31 days back) are checked too. The export's day is
// the server's to check.
import {
  type CreateDeliveryRequest,
  createDeliverySchema,
  DELIVERY_BACKDATE_DAYS,
  DELIVERY_TEXT,
  type DeliveryMethod,
  type OrderDeliveries,
} from '#common/deliveries.ts'
import { addDays } from '#common/jakarta-time.ts'

export type DeliveryLine = OrderDeliveries['lines'][number]

export interface DeliveryDraft {
  method: DeliveryMethod
  courier: string
  plate: string
  tracking: string
  /** yyyy-mm-dd, '' while the field is empty */
  date: string
  /** pieces sent per order line (order_item_id), '' while its field is empty; the lines open when the form opened */
  qty: Record<number, number | ''>
}

export type DraftField = 'method' | 'courier' | 'plate' | 'tracking' | 'date' | 'lines'
export type DraftErrors = Partial<Record<DraftField, string>>

export type DraftCheck = { ok: true; body: CreateDeliveryRequest } | { ok: false; errors: DraftErrors }

/** The lines with something left to send: the form asks a quantity of each. */
export const openLines = (lines: readonly DeliveryLine[]) => lines.filter((line) => line.open > 0)

/** Sent by a driver, today, everything that is left. */
export function newDraft(lines: readonly DeliveryLine[], today: string): DeliveryDraft {
  return {
    method: 'dikirim',
    courier: '',
    plate: '',
    tracking: '',
    date: today,
    qty: Object.fromEntries(openLines(lines).map((line) => [line.order_item_id, line.open])),
  }
}

const pieces = (value: number | '') => (value === '' ? 0 : value)

/** What the form sends before the schema tidies it: a line left at 0 is not sent, a pickup names nobody. */
function rawBody(draft: DeliveryDraft): Record<string, unknown> {
  const lines = Object.entries(draft.qty)
    .map(([id, qty]) => ({ order_item_id: Number(id), qty: pieces(qty) }))
    .filter((line) => line.qty > 0)
  const how = draft.method === 'dikirim' ? { courier: draft.courier, plate: draft.plate, tracking: draft.tracking } : {}
  return { method: draft.method, ...how, date: draft.date, lines }
}

/** The day's bounds the screen can check; null when the day is fine. */
function dateProblem(day: string, today: string): string | null {
  if (day > today) return DELIVERY_TEXT.dateFuture
  if (day < addDays(today, -DELIVERY_BACKDATE_DAYS)) return DELIVERY_TEXT.dateTooOld
  return null
}

/** More than is still open of a line (another clerk sent some meanwhile): 'P1 (sisa 2)', as the server says it. */
function overProblem(body: CreateDeliveryRequest, lines: readonly DeliveryLine[]): string | null {
  const openOf = new Map(lines.map((line) => [line.order_item_id, line]))
  const over = body.lines.flatMap((sent) => {
    const line = openOf.get(sent.order_item_id)
    return line && sent.qty > line.open ? [`${line.part_no} (sisa ${line.open})`] : []
  })
  return over.length > 0 ? DELIVERY_TEXT.overDelivery(over.join(', ')) : null
}

/** The body to send, or the first sentence per field; `lines` are the order's figures as last read. */
export function checkDraft(draft: DeliveryDraft, lines: readonly DeliveryLine[], today: string): DraftCheck {
  const parsed = createDeliverySchema.safeParse(rawBody(draft))
  const errors: DraftErrors = {}
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'lines') as DraftField
      errors[field] ??= issue.message
    }
  }
  errors.date ??= draft.date ? (dateProblem(draft.date, today) ?? undefined) : undefined
  if (parsed.success) errors.lines ??= overProblem(parsed.data, lines) ?? undefined
  const said = Object.fromEntries(Object.entries(errors).filter(([, message]) => message)) as DraftErrors
  if (parsed.success && Object.keys(said).length === 0) return { ok: true, body: parsed.data }
  return { ok: false, errors: said }
}
