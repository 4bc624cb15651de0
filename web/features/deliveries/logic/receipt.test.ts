// 'Konfirmasi Terima' checked before it is sent, in the server's words: what is sent of a draft,
// a short line's discrepancy opening by itself, and what is refused.
import { describe, expect, it } from 'vitest'
import { RECEIPT_TEXT } from '#common/receipt-rules.ts'
import { checkReceipt, newReceiptDraft, type ReceiptItem, withQty } from './receipt'

const item = (id: number, qty: number): ReceiptItem => ({
  order_item_id: id,
  line_no: id,
  part_no: `P${id}`,
  part_name: `PART ${id}`,
  qty,
  qty_received: null,
})
const ITEMS = [item(1, 4), item(2, 2)]
const PHOTO = 'AAAAAAAAAAAAAAAAAAAAAA'

describe('the receipt form', () => {
  it('starts with everything arrived and sends every line as sent', () => {
    expect(checkReceipt(newReceiptDraft(ITEMS), ITEMS)).toEqual({
      ok: true,
      body: {
        lines: [
          { order_item_id: 1, qty_received: 4 },
          { order_item_id: 2, qty_received: 2 },
        ],
      },
    })
  })

  it("opens a short line's discrepancy as 'Kurang', keeping a kind chosen before", () => {
    const draft = newReceiptDraft(ITEMS)
    expect(withQty(draft[1], ITEMS[0], 3)).toMatchObject({ qty: 3, open: true, kind: 'kurang' })
    expect(withQty({ ...draft[1], open: true, kind: 'rusak' }, ITEMS[0], 2)).toMatchObject({ open: true, kind: 'rusak' })
    // back to everything: an untouched 'Kurang' closes, one written in stays
    const short = withQty(draft[1], ITEMS[0], 3)
    expect(withQty(short, ITEMS[0], 4)).toMatchObject({ qty: 4, open: false, kind: null })
    expect(withQty({ ...short, note: 'dus basah' }, ITEMS[0], 4)).toMatchObject({ open: true, kind: 'kurang' })
    expect(withQty({ ...draft[1], open: true, kind: 'rusak' }, ITEMS[0], 4)).toMatchObject({ open: true, kind: 'rusak' })
  })

  it('sends a discrepancy with its note tidied and its photos, a full line with one too', () => {
    const draft = newReceiptDraft(ITEMS)
    draft[1] = { ...withQty(draft[1], ITEMS[0], 3), note: ' Kardus sobek ', photos: [PHOTO] }
    draft[2] = { ...draft[2], open: true, kind: 'salah_part', note: 'Datang part lain' }
    expect(checkReceipt(draft, ITEMS)).toEqual({
      ok: true,
      body: {
        lines: [
          { order_item_id: 1, qty_received: 3, discrepancy: { kind: 'kurang', note: 'Kardus sobek', photo_ids: [PHOTO] } },
          { order_item_id: 2, qty_received: 2, discrepancy: { kind: 'salah_part', note: 'Datang part lain', photo_ids: [] } },
        ],
      },
    })
  })

  it('refuses an empty quantity, a discrepancy without a kind or a note, in the server’s words', () => {
    const draft = newReceiptDraft(ITEMS)
    draft[1] = withQty(draft[1], ITEMS[0], 1)
    draft[2] = { ...draft[2], qty: '', open: false }
    expect(checkReceipt(draft, ITEMS)).toEqual({
      ok: false,
      errors: { 1: { note: RECEIPT_TEXT.noteRequired }, 2: { qty: RECEIPT_TEXT.linesMismatch } },
    })
    const ticked = { ...newReceiptDraft(ITEMS), 2: { qty: 2, open: true, kind: null, note: '  ', photos: [] } }
    expect(checkReceipt(ticked, ITEMS)).toEqual({
      ok: false,
      errors: { 2: { kind: 'Pilih jenis selisih', note: RECEIPT_TEXT.noteRequired } },
    })
    expect(checkReceipt({ ...newReceiptDraft(ITEMS), 2: { ...draft[2], qty: 3 } }, ITEMS)).toEqual({
      ok: false,
      errors: { 2: { qty: RECEIPT_TEXT.overReceived } },
    })
  })
})
