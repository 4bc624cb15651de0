import { Worker } from 'node:worker_threads'
import { AppError } from '../http/app-error'
import { BoundedGate } from '../lib/bounded-gate'
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
    throw new AppError(
      415,
      'IMPORT_CONTENT_MISMATCH',
      `Isi file tidak sesuai dengan formatnya (.${ext}). Simpan ulang sebagai .csv atau .xlsx.`,
    )
  }
  return ext
}

type Reply = { ok: true; sheet: SheetRows } | { ok: false; known: boolean; message: string }

// Starting a worker (thread, TypeScript loader, modules) costs ~250 ms of a ~1 s parse, so one
// worker that finished its job cleanly waits for the next, unref'd, for a minute. A worker that
// timed out or died is never reused; concurrent uploads still get workers of their own.
const IDLE_MS = 60_000
let idle: { worker: Worker; timer: NodeJS.Timeout } | undefined

function takeWorker(): Worker {
  if (idle) {
    const { worker, timer } = idle
    idle = undefined
    clearTimeout(timer)
    worker.ref()
    return worker
  }
  const worker = new Worker(new URL('./parse-worker-entry.mjs', import.meta.url), {
    resourceLimits: { maxOldGenerationSizeMb: 192, maxYoungGenerationSizeMb: 48 },
  })
  // a parked worker that fails is dropped (and an 'error' with no job listening never throws)
  const drop = () => {
    if (idle?.worker === worker) {
      clearTimeout(idle.timer)
      idle = undefined
    }
  }
  worker.on('error', drop)
  worker.on('exit', drop)
  return worker
}

function park(worker: Worker): void {
  if (idle) {
    void worker.terminate()
    return
  }
  worker.unref()
  const timer = setTimeout(() => {
    if (idle?.worker === worker) idle = undefined
    void worker.terminate()
  }, IDLE_MS)
  timer.unref()
  idle = { worker, timer }
}

// two parses at once (a worker may use ~240 MB), six more waiting; beyond that the upload is
// told to come back, so a burst of uploads cannot take the memory of the whole server
const parses = new BoundedGate(
  2,
  6,
  () => new AppError(503, 'IMPORT_BUSY', 'Server sedang membaca banyak file. Coba lagi sebentar.'),
)

/** Parses running and waiting now (for /api/metrics). */
export const parsesInFlight = () => ({ active: parses.active, waiting: parses.queued })

/**
 * Parses in a worker thread with memory and time limits and answers bounded rows: at most
 * `maxRows` rows (the order import's 50,000 unless a caller reads a longer file; `truncated` says
 * there were more).
 */
export function readUpload(kind: 'xlsx' | 'csv', bytes: Buffer, maxRows: number = MAX_ROWS): Promise<SheetRows> {
  return parses.run(() => parseInWorker(kind, bytes, maxRows))
}

function parseInWorker(kind: 'xlsx' | 'csv', bytes: Buffer, maxRows: number): Promise<SheetRows> {
  const worker = takeWorker()
  return new Promise((resolve, reject) => {
    const finish = (reuse: boolean) => {
      clearTimeout(timer)
      worker.off('message', onMessage)
      worker.off('error', onFailure)
      worker.off('exit', onFailure)
      if (reuse) park(worker)
      else void worker.terminate()
    }
    const onMessage = (msg: Reply) => {
      finish(true)
      if (msg.ok) resolve(msg.sheet)
      else reject(unreadable(msg.message))
    }
    // out of memory, or a crash in parsing: the file is the problem, the portal carries on
    const onFailure = () => {
      finish(false)
      reject(unreadable('File tidak dapat dibaca (rusak atau terlalu besar setelah dibuka).'))
    }
    const timer = setTimeout(() => {
      finish(false)
      reject(unreadable('File terlalu rumit untuk dibaca. Kurangi isinya lalu coba lagi.'))
    }, WORKER_TIMEOUT_MS)
    worker.on('message', onMessage)
    worker.on('error', onFailure)
    worker.on('exit', onFailure)
    worker.postMessage({ kind, bytes, maxRows, maxCols: MAX_COLS })
  })
}
