import type { Db } from '../db/connect'
import { type CsvRecordOut, CsvRecordReader } from './csv-records'
import { readChunk } from './queries'
import type { FeedEncoding } from './tables'
import { TextDecoderStream } from './text-check'

/**
 * A stored feed file's records, read back chunk by chunk from the database and decoded in the
 * encoding found when it was received: memory holds one chunk and one record, whatever the size.
 * `onChunk` hears how many bytes have been read (the job's progress).
 */
export async function* fileRecords(
  db: Db,
  file: { fileId: number; encoding: FeedEncoding },
  onChunk: (bytesRead: number) => Promise<void>,
): AsyncGenerator<CsvRecordOut[]> {
  const decoder = new TextDecoderStream(file.encoding)
  const reader = new CsvRecordReader()
  let bytesRead = 0
  for (let seq = 0; ; seq++) {
    const chunk = await readChunk(db, file.fileId, seq)
    if (!chunk) break
    bytesRead += chunk.length
    const records = reader.push(decoder.push(chunk))
    if (records.length > 0) yield records
    await onChunk(bytesRead)
  }
  const last = [...reader.push(decoder.push(Buffer.alloc(0), true)), ...reader.end()]
  if (last.length > 0) yield last
}
