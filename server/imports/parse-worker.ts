import { parentPort } from 'node:worker_threads'
import { CsvContentError, decodeCsv, readCsv } from './csv-cells'
import { readFirstSheet, WorkbookContentError } from './xlsx-cells'
import { UnsafeWorkbookError, unpackWorkbook } from './zip-guard'

// Runs in a worker thread with a memory cap: whatever a hostile file does while it is unpacked
// and read, it can only end this worker, never the portal.
interface Job {
  kind: 'xlsx' | 'csv'
  bytes: Uint8Array
  maxRows: number
  maxCols: number
}

// One job per message; the thread may be kept for the next upload (read-upload.ts).
parentPort?.on('message', (job: Job) => {
  try {
    const bytes = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength)
    const limits = { maxRows: job.maxRows, maxCols: job.maxCols }
    const sheet = job.kind === 'xlsx' ? readFirstSheet(unpackWorkbook(bytes), limits) : readCsv(decodeCsv(bytes), limits)
    parentPort?.postMessage({ ok: true, sheet })
  } catch (error) {
    const known =
      error instanceof UnsafeWorkbookError || error instanceof WorkbookContentError || error instanceof CsvContentError
    parentPort?.postMessage({ ok: false, known, message: known ? (error as Error).message : 'File tidak dapat dibaca.' })
  }
})
