// 'Catat Pengiriman' checked before it is sent, in the server's words: what is sent of a draft,
// and what is refused.
import { describe, expect, it } from 'vitest'
import { DELIVERY_TEXT } from '#common/delivery-rules.ts'
import { checkDraft, type DeliveryLine, newDraft } from './form'

const TODAY = '2026-11-20'
const line = (id: number, ordered: number, delivered: number): DeliveryLine => ({
  order_item_id: id,
  line_no: id,
  part_no: `P${id}`,
  part_name: `PART ${id}`,
  ordered,
  delivered,
  open: ordered - delivered,
})
const LINES = [line(1, 5, 2), line(2, 4, 0), line(3, 3, 3), line(4, 0, 0)]

describe('the delivery form', () => {
  it('starts with everything open, sent today by a driver', () => {
    expect(newDraft(LINES, TODAY)).toEqual({
      method: 'dikirim',
      courier: '',
      plate: '',
      tracking: '',
      date: TODAY,
      qty: { 1: 3, 2: 4 },
    })
  })

  it('sends the lines with pieces, the driver tidied and the plate as the police write it', () => {
    const draft = { ...newDraft(LINES, TODAY), courier: '  Budi   Santoso ', plate: ' b  1234xyz ', qty: { 1: 2, 2: 0 } }
    expect(checkDraft(draft, LINES, TODAY)).toEqual({
      ok: true,
      body: {
        method: 'dikirim',
        courier: 'Budi Santoso',
        plate: 'B 1234XYZ',
        date: TODAY,
        lines: [{ order_item_id: 1, qty: 2 }],
      },
    })
  })

  it('names nobody for a pickup, whatever was typed before the way changed', () => {
    const draft = { ...newDraft(LINES, TODAY), method: 'diambil' as const, courier: 'Budi', plate: '???' }
    const checked = checkDraft(draft, LINES, TODAY)
    expect(checked.ok && checked.body).toEqual({
      method: 'diambil',
      date: TODAY,
      lines: [
        { order_item_id: 1, qty: 3 },
        { order_item_id: 2, qty: 4 },
      ],
    })
  })

  it('refuses a driverless, plateless delivery of nothing, in the server’s words', () => {
    const draft = { ...newDraft(LINES, TODAY), qty: { 1: '' as const, 2: 0 } }
    expect(checkDraft(draft, LINES, TODAY)).toEqual({
      ok: false,
      errors: { courier: DELIVERY_TEXT.courierRequired, plate: DELIVERY_TEXT.plateRequired, lines: DELIVERY_TEXT.noLines },
    })
  })

  it('refuses a bad plate, a day ahead or too far back, and more than is still open', () => {
    const base = { ...newDraft(LINES, TODAY), courier: 'Budi', plate: 'B 1234 XYZ' }
    const errorsOf = (over: object, lines = LINES) => {
      const checked = checkDraft({ ...base, ...over }, lines, TODAY)
      return checked.ok ? null : checked.errors
    }
    expect(errorsOf({ plate: '1234' })).toEqual({ plate: DELIVERY_TEXT.plateInvalid })
    expect(errorsOf({ date: '2026-11-21' })).toEqual({ date: DELIVERY_TEXT.dateFuture })
    expect(errorsOf({ date: '2026-10-19' })).toEqual({ date: DELIVERY_TEXT.dateTooOld })
    expect(errorsOf({ date: '2026-10-20' })).toBeNull()
    expect(errorsOf({ date: '' })).toEqual({ date: 'Tanggal tidak valid' })
    // another clerk sent two of P1 since the form opened
    expect(errorsOf({}, [line(1, 5, 4), line(2, 4, 0)])).toEqual({ lines: DELIVERY_TEXT.overDelivery('P1 (sisa 1)') })
  })
})
