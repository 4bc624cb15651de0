import { createHash } from 'node:crypto'
import { FEED_MAX_BYTES, type FeedKind } from '#common/feeds.ts'
import type { Db } from '../db/connect'
import { AppError } from '../http/app-error'
import { headerProblem, normaliseHeader } from './columns'
import { CsvRecordReader } from './csv-records'
import { addChunk, createFile, deleteFile, setFileSize } from './queries'
import type { FeedEncoding } from './tables'
import { NotCsvText, TextDecoderStream, TextInspector } from './text-check'

// Taking a feed file in, from an upload, the drop folder or the command line: its bytes go to the
// database in 1 MB chunks as they arrive (never the whole file in memory), checked on the way:
// CSV text by its content, under the size cap, with the kind's columns. Anything refused leaves
// nothing behind.

export const CHUNK_BYTES = 1024 * 1024
/** The header must end within this many bytes. */
const HEADER_BYTES = 64 * 1024

export interface ReceivedFile {
  fileId: number
  byteSize: number
  checksum: string
  encoding: FeedEncoding
}

const tooLarge = (maxBytes: number) =>
  new AppError(
    413,
    'FEED_TOO_LARGE',
    maxBytes >= 1024 * 1024
      ? `File lebih dari ${Math.round(maxBytes / 1024 / 1024)} MB.`
      : `File lebih dari ${Math.round(maxBytes / 1024)} KB.`,
  )
const notCsv = (detail: string) => new AppError(415, 'FEED_NOT_CSV', detail)
const badColumns = (detail: string) => new AppError(422, 'FEED_COLUMNS_INVALID', detail)

/** Reads the header from the first bytes: refused when the kind's columns are not there. */
function checkHeader(kind: FeedKind, start: Buffer, complete: boolean): void {
  const guess: FeedEncoding =
    start[0] === 0xff && start[1] === 0xfe ? 'utf-16le' : start[0] === 0xfe && start[1] === 0xff ? 'utf-16be' : 'utf-8'
  const text = new TextDecoderStream(guess).push(start, complete)
  const end = text.search(/[\r\n]/)
  const headerLength = end < 0 ? text.length : end
  if ((end < 0 && !complete) || headerLength > HEADER_BYTES) throw badColumns('Baris judul tidak ditemukan di awal file.')
  const reader = new CsvRecordReader()
  const header = [...reader.push(end < 0 ? text : text.slice(0, end)), ...reader.end()][0]
  if (!header || header.cells.every((c) => c.trim() === '')) throw badColumns('File kosong: tidak ada baris judul.')
  const problem = headerProblem(kind, normaliseHeader(header.cells))
  if (problem) throw badColumns(problem)
}

class ChunkWriter {
  private pieces: Buffer[] = []
  private held = 0
  private seq = 0
  private headerChecked = false
  readonly hash = createHash('sha256')
  readonly inspector = new TextInspector()
  size = 0

  constructor(
    private readonly db: Db,
    private readonly kind: FeedKind,
    readonly fileId: number,
    private readonly maxBytes: number,
  ) {}

  async push(piece: Buffer): Promise<void> {
    this.size += piece.length
    if (this.size > this.maxBytes) throw tooLarge(this.maxBytes)
    this.pieces.push(piece)
    this.held += piece.length
    if (!this.headerChecked && this.held >= HEADER_BYTES) await this.flush(false)
    if (this.held >= CHUNK_BYTES) await this.flush(false)
  }

  async flush(last: boolean): Promise<void> {
    if (this.held === 0 && (this.headerChecked || !last)) return
    const data = Buffer.concat(this.pieces)
    this.pieces = []
    this.held = 0
    this.inspector.push(data)
    if (!this.headerChecked) {
      checkHeader(this.kind, data, last)
      this.headerChecked = true
    }
    this.hash.update(data)
    await addChunk(this.db, this.fileId, this.seq++, data)
  }
}

/** Stores a file arriving piece by piece; refused files (413, 415, 422) are removed again. */
export async function receiveFile(
  db: Db,
  kind: FeedKind,
  pieces: AsyncIterable<Buffer>,
  maxBytes = FEED_MAX_BYTES,
): Promise<ReceivedFile> {
  const fileId = await createFile(db)
  const writer = new ChunkWriter(db, kind, fileId, maxBytes)
  try {
    for await (const piece of pieces) await writer.push(piece)
    await writer.flush(true)
    const encoding = writer.inspector.finish()
    await setFileSize(db, fileId, writer.size)
    return { fileId, byteSize: writer.size, checksum: writer.hash.digest('hex'), encoding }
  } catch (error) {
    await deleteFile(db, fileId).catch(() => {})
    if (error instanceof NotCsvText) throw notCsv(error.message)
    throw error
  }
}
