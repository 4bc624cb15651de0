import { splitPhrases, synonymInputSchema } from '#common/synonyms.ts'
import type { Db } from '../db/connect'
import { announceSynonymsChanged } from './announce-queries'
import { type SynonymLine, upsertSynonymLines } from './feed-queries'

// The synonyms' rules for the 'sinonim' feed (docs/product.md §14.2; the feeds feature runs the
// job, server/feeds/loaders/synonyms.ts): a line is checked as head office's form is
// (common/synonyms.ts), its phrases one cell separated by ';'. Every line adds or replaces its
// term; the terms the file does not name stay.

export type { SynonymLine } from './feed-queries'

/** One line's term and phrases, normalised as the list keeps them, or why it is refused (the form's messages). */
export function readSynonymLine(values: Record<string, string>): SynonymLine | string {
  const parsed = synonymInputSchema.safeParse({ term: values.term ?? '', synonyms: splitPhrases(values.synonyms ?? '') })
  if (parsed.success) return parsed.data
  const messages = parsed.error.issues.map((issue) => issue.message)
  return [...new Set(messages)].join('; ')
}

/**
 * Writes a file's lines (each term once) inside the job's transaction; a change announces itself
 * there, for every instance to forget its kept list once it commits. An unchanged file writes
 * nothing and tells nobody.
 */
export async function writeSynonymLines(trx: Db, lines: readonly SynonymLine[]): Promise<{ added: number; changed: number }> {
  const counts = await upsertSynonymLines(trx, lines)
  if (counts.added + counts.changed > 0) await announceSynonymsChanged(trx)
  return counts
}
