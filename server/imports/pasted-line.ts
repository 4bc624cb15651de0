// One order line as a workshop types it in a WhatsApp message, read into [part, qty, note]:
//   1230A046 4 catatan      1230A046 x2       1230A046, 2      1230A046 2 pcs
//   2x 1230A046             1230A046 - 2      MZ320123 (3)     1230A046 = 2
// with a leading bullet ('-', '•', '*'…), a number ('1.', '2)') and emoji left out. What is not
// one of these shapes stays as the words typed, so the check names the line as it was written.

/** Emoji, their joiners and variation marks: a 🔧 or ✅ beside a number is not part of it. */
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|[\u{1F3FB}-\u{1F3FF}]|\u200D|\uFE0E|\uFE0F|\u20E3/gu
/** A bullet or a list number at the start of the line: '- ', '• ', '* ', '1. ', '12) '. */
const LIST_MARK = /^\s*(?:[-–—•·*▪►>]+\s*|\d{1,3}[.)]\s+)/
/** Words for pieces after a quantity. */
const UNIT = '(?:pcs|pc|psc|buah|bh|unit|set|ea|biji|btl|botol|lembar|lbr)'
const QTY = '\\d{1,3}(?:[.,]\\d{3})*'

/**
 * '2x 1230A046', '2 x 1230A046 catatan': the quantity first, then the part, a space between (a
 * part number such as '12X345' must not read as 12 of part 345).
 */
const QTY_FIRST = new RegExp(`^(${QTY})\\s*(?:[xX×]|${UNIT}\\b)\\s+(\\S+)(?:\\s+(.*))?$`, 'i')
/** After the part: 'x2', ', 2', '- 2', '= 2', ': 2', '(3)', '2 pcs', '2', each with an optional note. */
const QTY_AFTER = new RegExp(`^(?:[xX×=:,]|-(?=\\s))?\\s*\\(?\\s*(${QTY})\\s*\\)?\\s*(?:${UNIT}\\b\\.?)?(?:\\s+(.*))?$`, 'i')

export function cleanTypedLine(line: string): string {
  return line.replace(EMOJI, ' ').replace(LIST_MARK, '').replace(/\s+/g, ' ').trim()
}

export function splitTypedLine(raw: string): string[] {
  const line = cleanTypedLine(raw)
  if (line === '') return ['']
  const first = QTY_FIRST.exec(line)
  // a bare number after the x ('12 x 4') is a quantity, not a part: read the line the other way
  if (first && !/^\d{1,3}$/.test(first[2])) return [first[2], first[1], first[3] ?? '']
  const split = /^(\S+?)([,;:=]?)(?:\s+(.*))?$/.exec(line)
  if (!split) return [line]
  const part = split[1]
  const rest = `${split[2]}${split[3] ? ` ${split[3]}` : ''}`.trim()
  if (rest === '') return [part]
  const qty = QTY_AFTER.exec(rest)
  if (qty) return [part, qty[1], qty[2] ?? '']
  // not a shape we know: the next word stands where the quantity goes, and the check says why
  const words = /^(\S+)(?:\s+(.*))?$/.exec(rest)
  return [part, words?.[1] ?? rest, words?.[2] ?? '']
}
