import { FEED_COLUMNS, type FeedKind, feedColumnsText } from '#common/feeds.ts'

// A feed file's header row: names are compared trimmed and lowercased ('Part_No ' is part_no), as
// the command-line loaders always did; columns the kind does not use are ignored.

export function normaliseHeader(cells: string[]): string[] {
  return cells.map((cell) => cell.trim().toLowerCase())
}

/** Why a header cannot be read as this kind's file, or null when it can. */
export function headerProblem(kind: FeedKind, header: string[]): string | null {
  const { required, optional, eitherOf = [] } = FEED_COLUMNS[kind]
  const missing = [
    ...required.filter((c) => !header.includes(c)),
    ...eitherOf.filter((pair) => !pair.some((c) => header.includes(c))).map(([a, b]) => `${a} atau ${b}`),
  ]
  if (missing.length > 0) return `Kolom ${missing.join(', ')} tidak ada. Kolom file ini: ${feedColumnsText(kind)}.`
  const twice = [...required, ...optional].filter((c) => header.indexOf(c) !== header.lastIndexOf(c))
  if (twice.length > 0) return `Kolom ${twice.join(', ')} ada dua kali.`
  return null
}

/** A record's cells by column name, trimmed; a short record reads '' for the columns it lacks. */
export function cellsByName(header: string[], cells: string[]): Record<string, string> {
  const values: Record<string, string> = {}
  for (let i = 0; i < header.length; i++) {
    if (header[i] !== '' && values[header[i]] === undefined) values[header[i]] = (cells[i] ?? '').trim()
  }
  return values
}
