import type { AcceptRule, QualityQuery } from './queries'

// The parts a query's rule accepts, read off a catalogue's rows: search-quality.test.ts resolves the
// rules on the demo catalogue and freezes the answer in accepted.json, part number and name, so a
// reviewer sees what each query must find and a change of the demo catalogue shows there.

export interface CataloguePart {
  sto_id: string
  name: string
}

/** part number -> name, in part-number order, per query */
export type AcceptedParts = Record<string, Record<string, string>>

export function accepts(rule: AcceptRule, part: CataloguePart): boolean {
  if ('number' in rule) {
    const { is, startsWith, endsWith, contains } = rule.number
    const no = part.sto_id
    return (
      (is === undefined || no === is) &&
      (startsWith === undefined || no.startsWith(startsWith)) &&
      (endsWith === undefined || no.endsWith(endsWith)) &&
      (contains === undefined || no.includes(contains))
    )
  }
  const { names, models } = rule
  // without models: the base name alone or followed by any model
  if (models === undefined) return names.some((base) => part.name === base || part.name.startsWith(`${base} `))
  return names.some((base) => models.some((model) => part.name === `${base} ${model}`))
}

export function acceptedParts(queries: readonly QualityQuery[], parts: readonly CataloguePart[]): AcceptedParts {
  const sorted = [...parts].sort((a, b) => (a.sto_id < b.sto_id ? -1 : a.sto_id > b.sto_id ? 1 : 0))
  const out: AcceptedParts = {}
  for (const { q, accept } of queries) {
    out[q] = Object.fromEntries(sorted.filter((p) => accepts(accept, p)).map((p) => [p.sto_id, p.name]))
  }
  return out
}
