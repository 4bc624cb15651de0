import { formatNumber } from '#common/format.ts'
import { type SupersessionRow, validateSupersessions, writeSupersessions } from '#server/catalogue/index.ts'
import type { CsvRecord } from '#server/lib/csv-file.ts'
import { JobFailed } from '../job-failed'
import { insertRejects } from '../queries'
import type { FeedLoad, LoadContext } from './loader'

// The manufacturer's part-number replacements (columns old_part_no, new_part_no, type,
// effective_date). Their rules are the catalogue's (supersession-feed.ts): each line is checked
// against the file and the edges already loaded, and a cycle, a chain too long or two successors
// on one day refuse the file. Stricter than the other kinds: one bad line and nothing is written,
// since a chain is only right when all of its links are. A file is a few thousand edges: its
// lines are kept in memory (at most MAX_LINES).

const MAX_LINES = 200_000
const COLUMNS = ['old_part_no', 'new_part_no', 'type', 'effective_date']

export async function supersessionsLoader(ctx: LoadContext): Promise<FeedLoad<Record<string, string>>> {
  const records: CsvRecord[] = []
  let checked: SupersessionRow[] = []
  return {
    strict: true,
    read: (values) => ({
      old_part_no: values.old_part_no,
      new_part_no: values.new_part_no,
      type: values.type,
      effective_date: values.effective_date,
    }),

    async stage(lines) {
      if (records.length + lines.length > MAX_LINES) {
        throw new JobFailed(`File penggantian part lebih dari ${formatNumber(MAX_LINES)} baris.`)
      }
      for (const { line, row } of lines) records.push({ line, values: row })
    },

    async checkAll(keep) {
      const { rows, errors } = await validateSupersessions(ctx.db, COLUMNS, records)
      checked = rows
      const byLine = new Map(records.map((r) => [r.line, r.values]))
      const rejects = [...errors.byLine].slice(0, Math.max(0, keep)).map(([line, reasons]) => {
        const values = byLine.get(line) ?? {}
        return { line, reason: reasons.join('; ').slice(0, 1000), cells: ctx.header.map((h) => values[h] ?? '') }
      })
      for (let i = 0; i < rejects.length; i += 1_000) await insertRejects(ctx.db, ctx.jobId, rejects.slice(i, i + 1_000))
      return errors.lineCount
    },

    async write(trx) {
      // lines loaded before are neither written nor refused: the job counts them unchanged
      return { added: await writeSupersessions(trx, checked), changed: 0 }
    },

    async close() {
      records.length = 0
    },
  }
}
