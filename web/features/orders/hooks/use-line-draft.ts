// What the viewer has typed on this order and not sent yet. The page remounts it per order status,
// so a reload after an action starts from the server's values again.
import { useMemo, useState } from 'react'
import { NOTE_MAX } from '#common/cart-rules.ts'
import { emptyDraft, type LineDraft } from '../logic/lines'

export interface LineEditor {
  confirmed(id: number, qty: number): void
  ordered(id: number, qty: number): void
  status(id: number, statusId: number): void
  note(id: number, text: string): void
  /** an arrival date picked, 'yyyy-mm-dd' or '' */
  eta(id: number, day: string): void
  /** staff's extra discount as typed ('2,5'; '' = none) */
  extra(id: number, text: string): void
  orderNote(text: string): void
  /** the conflict dialog's revised quantities, kept on screen */
  revise(lines: ReadonlyArray<{ order_detail_id: number; qty_confirmed: number }>): void
}

export function useLineDraft(initialOrderNote: string): [LineDraft, LineEditor] {
  const [draft, setDraft] = useState(() => emptyDraft(initialOrderNote))
  const editor = useMemo<LineEditor>(() => {
    const put = (field: 'confirmed' | 'ordered' | 'status' | 'notes' | 'eta' | 'extra', id: number, value: number | string) =>
      setDraft((d) => ({ ...d, [field]: { ...d[field], [id]: value } }))
    return {
      confirmed: (id, qty) => put('confirmed', id, qty),
      ordered: (id, qty) => put('ordered', id, qty),
      status: (id, statusId) => put('status', id, statusId),
      note: (id, text) => put('notes', id, text.slice(0, NOTE_MAX)),
      eta: (id, day) => put('eta', id, day),
      extra: (id, text) => put('extra', id, text),
      orderNote: (text) => setDraft((d) => ({ ...d, orderNote: text.slice(0, NOTE_MAX) })),
      // a revised quantity gets its status suggested again, until staff pick one afterwards
      revise: (lines) =>
        setDraft((d) => ({
          ...d,
          confirmed: { ...d.confirmed, ...Object.fromEntries(lines.map((l) => [l.order_detail_id, l.qty_confirmed])) },
          status: Object.fromEntries(
            Object.entries(d.status).filter(([id]) => !lines.some((l) => l.order_detail_id === Number(id))),
          ),
        })),
    }
  }, [])
  return [draft, editor]
}
