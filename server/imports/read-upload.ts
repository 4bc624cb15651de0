import { Worker } from 'node:worker_threads'
import { AppError } from '../http/app-error'
import type { SheetRows } from './xlsx-cells'

export const MAX_ROWS = 50_000
export const MAX_COLS = 30
const WORKER_TIMEOUT_MS = 10_000

const unreadable = (detail: string) => new AppError(422, 'IMPORT_FILE_UNREADABLE', detail)

/** Which parser the bytes call for; the name must agree with them (magic bytes decide). */
export function detectKind(fileName: string, bytes: Buffer): 'xlsx' | 'csv' {
  const ext = /\.([a-z0-9]+)$/i.exec(fileName)?.[1]?.toLowerCase()
  const isZip = bytes.length >= 4 && bytes.readUInt32LE(0) === 0x04034b50
  const isOle = bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from('d0cf11e0a1b11ae1', 'hex'))
  if (ext === 'xls' || (isOle && ext !== 'csv' && ext !== 'xlsx')) {
    throw new AppError(415, 'IMPORT_XLS_UNSUPPORTED', 'Format .xls tidak didukung. Simpan sebagai .xlsx atau .csv.')
  }
  if (ext !== 'csv' && ext !== 'xlsx') {
    throw new AppError(415, 'IMPORT_FORMAT_UNSUPPORTED', 'Format file tidak didukung. Gunakan .csv atau .xlsx.')
  }
  if ((ext === 'xlsx') !== isZip || isOle) {
    throw new AppError(415, 'IMPORT_CONTENT_MISMATCH', `Isi file tidak sesuai dengan formatnya (.${ext}). Simpan ulang sebagai .csv atau .xlsx.`)
  }
  return ext
}

/** Parses in a worker thread with memory and time limits and answers bounded rows. */
export function readUpload(kind: 'xlsx' | 'csv', bytes: Buffer): Promise<SheetRows> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(new URL('./parse-worker-entry.mjs', import.meta.url), {
      workerData: { kind, bytes, maxRows: MAX_ROWS, maxCols: MAX_COLS },
      resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 48 },
    })
    const timer = setTimeout(() => {
      void worker.terminate()
      reject(unreadable('File terlalu rumit untuk dibaca. Kurangi isinya lalu coba lagi.'))
    }, WORKER_TIMEOUT_MS)
    worker.once('message', (msg: { ok: true; sheet: SheetRows } | { ok: false; known: boolean; message: string }) => {
      clearTimeout(timer)
      void worker.terminate()
      if (msg.ok) resolve(msg.sheet)
      else reject(unreadable(msg.message))
    })
    worker.once('error', () => {
      // out of memory, or a crash in parsing: the file is the problem, the portal carries on
      clearTimeout(timer)
      reject(unreadable('File tidak dapat dibaca (rusak atau terlalu besar setelah dibuka).'))
    })
  })
}
