import { isCalendarDay } from '#common/jakarta-time.ts'
import { SUPERSESSION_KINDS, type SupersessionKind } from '#common/supersession.ts'
import type { Db } from '../db/connect'
import { type CsvRecord, RowErrors } from '../lib/csv-file'
import { PART_NO } from './import-parts'
import { SupersessionGraph } from './supersession-graph'
import { announce, insertSupersessions, loadedEdges, lockSupersessions, type StoredEdge } from './supersession-queries'

// A manufacturer's supersession feed (`npm run catalogue:supersessions -- file.csv`): columns
// old_part_no, new_part_no, type, effective_date. Every row is checked, against the file and
// the edges already loaded, before anything is written; edges already loaded are skipped, so
// the same feed can be loaded again.

export interface SupersessionRow {
  line: number
  old_part_no: string
  new_part_no: string
  kind: SupersessionKind
  effective_date: string
}

const COLUMNS = ['old_part_no', 'new_part_no', 'type', 'effective_date']
const KIND_WORDS: Record<string, SupersessionKind> = {
  replace: 'replace',
  'one-way': 'replace',
  interchangeable: 'interchangeable',
  'two-way': 'interchangeable',
}

/**
 * Announced inside the transaction that loads a feed: each instance's catalogue forgets the
 * searches it answered, whose replacements and lineage may have changed.
 */
export const SUPERSESSIONS_CHANNEL = 'supersessions_changed'

/** Each row's own fields: part numbers, type and day. */
function readRow(line: number, values: Record<string, string>, errors: RowErrors): SupersessionRow | null {
  const oldNo = values.old_part_no.toUpperCase()
  const newNo = values.new_part_no.toUpperCase()
  const kind = KIND_WORDS[values.type.toLowerCase()]
  const before = errors.count
  if (!PART_NO.test(oldNo)) errors.add(line, `old_part_no tidak valid: "${values.old_part_no}"`)
  if (!PART_NO.test(newNo)) errors.add(line, `new_part_no tidak valid: "${values.new_part_no}"`)
  if (oldNo === newNo) errors.add(line, `part ${oldNo} tidak bisa menggantikan dirinya sendiri`)
  if (!kind) errors.add(line, `type harus ${SUPERSESSION_KINDS.join(' atau ')}: "${values.type}"`)
  if (!isCalendarDay(values.effective_date)) {
    errors.add(line, `effective_date harus tanggal yyyy-mm-dd: "${values.effective_date}"`)
  }
  if (errors.count > before) return null
  return { line, old_part_no: oldNo, new_part_no: newNo, kind, effective_date: values.effective_date }
}

/**
 * The rows to write, or every reason the feed is refused, each with its line: bad fields, an
 * edge twice in the file, two successors of one number on one day, and the line that closes a
 * cycle or makes a chain longer than the limit.
 */
export function checkFeed(loaded: StoredEdge[], headers: string[], records: CsvRecord[]) {
  const errors = new RowErrors()
  const missing = COLUMNS.filter((c) => !headers.includes(c))
  if (missing.length > 0) errors.add(1, `kolom ${missing.join(', ')} tidak ada (kolom: ${COLUMNS.join(', ')})`)
  if (errors.count) return { rows: [], errors }
  const graph = new SupersessionGraph()
  const successorOn = new Map<string, { newNo: string; line: number }>()
  for (const e of loaded) {
    graph.add(e.old_part_no, e.new_part_no)
    successorOn.set(`${e.old_part_no} ${e.effective_date}`, { newNo: e.new_part_no, line: 0 })
  }
  const rows: SupersessionRow[] = []
  const inFile = new Map<string, number>()
  for (const { line, values } of records) {
    const row = readRow(line, values, errors)
    if (!row) continue
    const edgeKey = `${row.old_part_no} ${row.new_part_no} ${row.effective_date}`
    const dayKey = `${row.old_part_no} ${row.effective_date}`
    const earlier = successorOn.get(dayKey)
    if (inFile.has(edgeKey)) {
      errors.add(line, `${row.old_part_no} → ${row.new_part_no} ganda (juga di baris ${inFile.get(edgeKey)})`)
      continue
    }
    inFile.set(edgeKey, line)
    if (earlier && earlier.newNo === row.new_part_no) continue // loaded before: nothing to write
    if (earlier) {
      const where = earlier.line === 0 ? 'sudah dimuat' : `baris ${earlier.line}`
      errors.add(line, `${row.old_part_no} sudah diganti ${earlier.newNo} pada ${row.effective_date} (${where})`)
      continue
    }
    const refusal = graph.refusal(row.old_part_no, row.new_part_no)
    if (refusal) {
      errors.add(line, `${row.old_part_no} → ${row.new_part_no} ${refusal}`)
      continue
    }
    graph.add(row.old_part_no, row.new_part_no)
    successorOn.set(dayKey, { newNo: row.new_part_no, line })
    rows.push(row)
  }
  return { rows, errors }
}

export async function validateSupersessions(db: Db, headers: string[], records: CsvRecord[]) {
  return checkFeed(await loadedEdges(db), headers, records)
}

/**
 * Writes the checked edges inside the caller's transaction. The table is locked against other
 * writers and the rows checked again under the lock: two feeds loaded at once cannot close a
 * cycle together. Every instance hears of the change when the transaction commits.
 */
export async function writeSupersessions(
  trx: Db,
  rows: SupersessionRow[],
  onBatch: (done: number) => void = () => {},
  batchSize = 2_000,
): Promise<number> {
  await lockSupersessions(trx)
  const records = rows.map((r) => ({
    line: r.line,
    values: { old_part_no: r.old_part_no, new_part_no: r.new_part_no, type: r.kind, effective_date: r.effective_date },
  }))
  const again = checkFeed(await loadedEdges(trx), COLUMNS, records)
  if (again.errors.count > 0) throw new Error(`Feed berubah saat dimuat: ${again.errors.items.join('; ')}`)
  for (let i = 0; i < again.rows.length; i += batchSize) {
    const batch = again.rows.slice(i, i + batchSize)
    await insertSupersessions(
      trx,
      batch.map(({ line: _, ...edge }) => edge),
    )
    onBatch(Math.min(i + batchSize, again.rows.length))
  }
  if (again.rows.length > 0) await announce(trx, SUPERSESSIONS_CHANNEL)
  return again.rows.length
}

/** Writes the checked edges in a transaction of their own (`npm run catalogue:supersessions`). */
export async function loadSupersessions(
  db: Db,
  rows: SupersessionRow[],
  onBatch: (done: number) => void,
  batchSize = 2_000,
): Promise<number> {
  return db.transaction().execute((trx) => writeSupersessions(trx, rows, onBatch, batchSize))
}
