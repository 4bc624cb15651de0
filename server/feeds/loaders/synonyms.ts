import { formatNumber } from '#common/format.ts'
import { readSynonymLine, type SynonymLine, writeSynonymLines } from '#server/synonyms/index.ts'
import { JobFailed } from '../job-failed'
import { insertRejects } from '../queries'
import type { FeedLoad, LoadContext } from './loader'

// Head office's synonyms ('Sinonim', docs/product.md §14.2; columns term, synonyms, the phrases
// separated by ';'). Their rules and their write are the synonyms feature's (synonym-feed.ts): each
// line is checked as head office's form checks it, and each adds or replaces its term; terms the
// file does not name stay. A term given twice (as the list keeps it: 'Kampas  Rem' is 'kampas rem')
// refuses both lines, each naming the other, as the catalogue's part numbers do. All or nothing,
// as the prices and the supersessions: the list is head office's own, written by hand, and a
// refused line is a typo to fix, not a term to leave as it was while the rest changes. A file is
// a few hundred terms: its lines are kept in memory (at most MAX_LINES).

const MAX_LINES = 50_000

/** A line read well: its term and phrases as the list keeps them, and its cells as read (for a refusal). */
interface ReadLine {
  synonym: SynonymLine
  cells: string[]
}

export async function synonymsLoader(ctx: LoadContext): Promise<FeedLoad<ReadLine>> {
  let lines: Array<{ line: number; row: ReadLine }> = []
  return {
    strict: true,
    read(values) {
      const synonym = readSynonymLine(values)
      return typeof synonym === 'string' ? synonym : { synonym, cells: ctx.header.map((h) => (values[h] ?? '').slice(0, 200)) }
    },

    async stage(batch) {
      if (lines.length + batch.length > MAX_LINES) {
        throw new JobFailed(`File sinonim lebih dari ${formatNumber(MAX_LINES)} baris.`)
      }
      lines.push(...batch)
    },

    async checkAll(keep) {
      const linesOf = new Map<string, number[]>()
      for (const { line, row } of lines) linesOf.set(row.synonym.term, [...(linesOf.get(row.synonym.term) ?? []), line])
      const twice = lines.filter(({ row }) => (linesOf.get(row.synonym.term) ?? []).length > 1)
      const rejects = twice.slice(0, Math.max(0, keep)).map(({ line, row }) => {
        const others = (linesOf.get(row.synonym.term) ?? []).filter((l) => l !== line)
        return {
          line,
          reason: `term "${row.synonym.term}" ganda (juga di baris ${others.join(', ')})`.slice(0, 1000),
          cells: row.cells,
        }
      })
      for (let i = 0; i < rejects.length; i += 1_000) await insertRejects(ctx.db, ctx.jobId, rejects.slice(i, i + 1_000))
      // a term given twice is written from neither line
      lines = lines.filter(({ row }) => (linesOf.get(row.synonym.term) ?? []).length === 1)
      return twice.length
    },

    async write(trx) {
      return writeSynonymLines(
        trx,
        lines.map(({ row }) => row.synonym),
      )
    },

    async close() {
      lines = []
    },
  }
}
