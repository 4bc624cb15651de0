// A CSV reader fed piece by piece (RFC 4180: quoted cells, "" inside quotes, CRLF, LF or CR line
// ends), so a 100 MB file is read with the memory of one record. The delimiter is the one the
// header line uses most (comma, semicolon or tab: Excel in Indonesia saves with semicolons).

export interface CsvRecordOut {
  /** the record's place in the file, counting the header as 1: the row a spreadsheet shows */
  line: number
  cells: string[]
}

/** One record may be at most this long: a file without line ends is refused, not held whole. */
export const MAX_RECORD_CHARS = 64 * 1024

export class CsvRecordTooLong extends Error {
  constructor(readonly line: number) {
    super(`Baris ${line} lebih dari ${MAX_RECORD_CHARS / 1024} KB: file ini bukan CSV per baris.`)
  }
}

const DELIMITERS = [',', ';', '\t'] as const

/** The delimiter of a header line: the one that appears most outside quotes (comma on a tie or none). */
export function guessDelimiter(headerLine: string): string {
  const unquoted = headerLine.replace(/"[^"]*"/g, '')
  let best: string = ','
  let bestCount = 0
  for (const d of DELIMITERS) {
    const count = unquoted.split(d).length - 1
    if (count > bestCount) {
      best = d
      bestCount = count
    }
  }
  return best
}

export class CsvRecordReader {
  private delimiter: string | null
  private pending = ''
  private line = 0
  private cells: string[] = []
  private cell = ''
  private quoted = false
  /** inside quotes, the last character was a quote: either the closing one or half of "" */
  private quoteSeen = false
  private cellStarted = false
  private skipLf = false
  private recordChars = 0

  constructor(delimiter?: string) {
    this.delimiter = delimiter ?? null
  }

  get separator(): string | null {
    return this.delimiter
  }

  /** Feeds text; returns the records it completed. */
  push(text: string): CsvRecordOut[] {
    const out: CsvRecordOut[] = []
    let input = text
    if (this.delimiter === null) {
      this.pending += input
      const end = this.pending.search(/[\r\n]/)
      if (end < 0 && this.pending.length <= MAX_RECORD_CHARS) return out
      this.delimiter = guessDelimiter(end < 0 ? this.pending : this.pending.slice(0, end))
      input = this.pending
      this.pending = ''
    }
    this.consume(input, out)
    return out
  }

  /** Ends the input; returns the last record when the file has no final line end. */
  end(): CsvRecordOut[] {
    const out: CsvRecordOut[] = []
    if (this.delimiter === null) {
      this.delimiter = guessDelimiter(this.pending)
      this.consume(this.pending, out)
      this.pending = ''
    }
    if (this.cellStarted || this.cells.length > 0 || this.quoted) this.finishRecord(out)
    return out
  }

  private consume(text: string, out: CsvRecordOut[]): void {
    const d = this.delimiter as string
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]
      if (this.skipLf) {
        this.skipLf = false
        if (ch === '\n') continue
      }
      if (++this.recordChars > MAX_RECORD_CHARS) throw new CsvRecordTooLong(this.line + 1)
      if (this.quoted) {
        if (this.quoteSeen) {
          this.quoteSeen = false
          if (ch === '"') {
            this.cell += '"'
            continue
          }
          this.quoted = false // the quote closed the cell; this character is read below
        } else if (ch === '"') {
          this.quoteSeen = true
          continue
        } else {
          this.cell += ch
          continue
        }
      }
      if (ch === d) {
        this.cells.push(this.cell)
        this.cell = ''
        this.cellStarted = true
      } else if (ch === '\n' || ch === '\r') {
        this.finishRecord(out)
        this.skipLf = ch === '\r'
      } else if (ch === '"' && this.cell === '' && !this.quoted) {
        this.quoted = true
        this.cellStarted = true
      } else {
        // fast path: copy the plain run up to the next special character at once
        let j = i
        while (j < text.length) {
          const c = text[j]
          if (c === d || c === '\n' || c === '\r' || c === '"') break
          j++
        }
        if (j === i) j = i + 1 // a stray quote inside a plain cell is kept as it is
        this.recordChars += j - i - 1
        if (this.recordChars > MAX_RECORD_CHARS) throw new CsvRecordTooLong(this.line + 1)
        this.cell += text.slice(i, j)
        this.cellStarted = true
        i = j - 1
      }
    }
  }

  private finishRecord(out: CsvRecordOut[]): void {
    this.cells.push(this.cell)
    this.line++
    out.push({ line: this.line, cells: this.cells })
    this.cells = []
    this.cell = ''
    this.cellStarted = false
    this.quoted = false
    this.quoteSeen = false
    this.recordChars = 0
  }
}

/** A record with nothing in it (an empty line, or only delimiters and spaces): skipped. */
export function isBlankRecord(cells: string[]): boolean {
  return cells.every((c) => c.trim() === '')
}
