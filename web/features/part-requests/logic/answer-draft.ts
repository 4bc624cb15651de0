// Staff's answer in plain values: the parts picked (each once, at most ten) with a quantity and a
// note, and a message; what may be sent, and the body.
import { ANSWER_LINES_MAX, type AnswerPartRequest } from '#common/part-requests.ts'

export interface DraftLine {
  part_no: string
  name: string
  qty: number | ''
  note: string
}

export interface AnswerDraft {
  lines: DraftLine[]
  message: string
}

export const EMPTY_ANSWER: AnswerDraft = { lines: [], message: '' }

/** A part picked again is not a second line; past the limit nothing is added. */
export function withPart(draft: AnswerDraft, part: { sto_id: string; name: string }, qty: number): AnswerDraft {
  if (draft.lines.some((l) => l.part_no === part.sto_id) || draft.lines.length >= ANSWER_LINES_MAX) return draft
  return { ...draft, lines: [...draft.lines, { part_no: part.sto_id, name: part.name, qty, note: '' }] }
}

export const withoutPart = (draft: AnswerDraft, partNo: string): AnswerDraft => ({
  ...draft,
  lines: draft.lines.filter((l) => l.part_no !== partNo),
})

export function withLine(draft: AnswerDraft, partNo: string, change: Partial<DraftLine>): AnswerDraft {
  return { ...draft, lines: draft.lines.map((l) => (l.part_no === partNo ? { ...l, ...change } : l)) }
}

/** Something to send: a part, or a message; every quantity filled. */
export function canSendAnswer(draft: AnswerDraft): boolean {
  const quantities = draft.lines.every((l) => l.qty !== '' && l.qty >= 1)
  return quantities && (draft.lines.length > 0 || draft.message.trim() !== '')
}

export function answerBody(draft: AnswerDraft, version: number): AnswerPartRequest {
  return {
    version,
    message: draft.message.trim() === '' ? undefined : draft.message,
    lines: draft.lines.map((l) => ({ part_no: l.part_no, qty: Number(l.qty), note: l.note.trim() === '' ? undefined : l.note })),
  }
}
