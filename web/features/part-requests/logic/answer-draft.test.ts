import { describe, expect, it } from 'vitest'
import { ANSWER_LINES_MAX } from '#common/part-requests.ts'
import { answerBody, canSendAnswer, EMPTY_ANSWER, withLine, withoutPart, withPart } from './answer-draft'

const pad = { sto_id: 'MZ690001', name: 'PAD SET FR BRAKE' }
const shoe = { sto_id: 'MZ690002', name: 'SHOE SET RR BRAKE' }

describe("staff's answer", () => {
  it('picks each part once, up to ten', () => {
    let draft = withPart(withPart(EMPTY_ANSWER, pad, 2), pad, 5)
    expect(draft.lines).toEqual([{ part_no: 'MZ690001', name: pad.name, qty: 2, note: '' }])
    for (let i = 0; i < 20; i += 1) draft = withPart(draft, { sto_id: `P${i}`, name: 'X' }, 1)
    expect(draft.lines).toHaveLength(ANSWER_LINES_MAX)
  })

  it('may be sent with a part or a message, never with an empty quantity', () => {
    expect(canSendAnswer(EMPTY_ANSWER)).toBe(false)
    expect(canSendAnswer({ ...EMPTY_ANSWER, message: '  ' })).toBe(false)
    expect(canSendAnswer({ ...EMPTY_ANSWER, message: 'Stok kosong' })).toBe(true)
    const one = withPart(EMPTY_ANSWER, shoe, 1)
    expect(canSendAnswer(one)).toBe(true)
    expect(canSendAnswer(withLine(one, shoe.sto_id, { qty: '' }))).toBe(false)
    expect(canSendAnswer(withoutPart(one, shoe.sto_id))).toBe(false)
  })

  it('sends the version it read, the parts with their notes, and leaves out what is blank', () => {
    const draft = withLine(withPart(withPart(EMPTY_ANSWER, pad, 2), shoe, 1), pad.sto_id, { note: 'Depan' })
    expect(answerBody({ ...draft, message: ' ' }, 4)).toEqual({
      version: 4,
      message: undefined,
      lines: [
        { part_no: 'MZ690001', qty: 2, note: 'Depan' },
        { part_no: 'MZ690002', qty: 1, note: undefined },
      ],
    })
  })
})
