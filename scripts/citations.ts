// Citations of the docs in code and comments, checked against the docs themselves, so that a
// comment that says where a rule is written points at a place that says it (issue 40).
//
// What counts as a citation, and when it resolves:
// - `product.md §2.11`: a document of docs/ and a number. The number must be a heading of that
//   document (`### 2.11 Order detail`, `## 9. Business constants and limits`). A chapter whose
//   heading is followed straight by its numbered subsections (product.md's chapters 4, 8, 10 and
//   11) has no text of its own, so it is cited by the subsection that holds the rule.
// - `§10.10–§10.12` (or `§10.10–10.12`): a range; both ends must resolve.
// - `product.md §2.11, §6` and `product.md §3/§6`: a § without a document refers to the document
//   the file named last before it, wherever that was. A § after a named standard's number
//   (`RFC 9110 §13.1.2`) is not one of ours; a § with no document before it does not resolve.
// - `product.md §2.13 'List Toko'` (and `§2.13 'Daftar User', 'Daftar Toko'`): a quoted name right
//   after a number must be that heading's title (whole, or without a closing parenthesis), or a term
//   the section's own text (its heading line up to the next heading of any level) sets in bold,
//   italics, quotes or backticks. Case, spacing and a closing full stop do not count. Prose after a
//   colon (`§2.16: "swipe threshold …"`) is not a name.
// - `architecture.md 'The rooms'` (or `decisions.md, 'Reports'`): a quoted name with no number
//   must be a heading's title or such a term anywhere in that document.
// Documents the caller did not pass (README.md, a library's) are not checked. Pure: the caller reads
// the files (scripts/citations.test.ts runs it over every source file of the repository).

export interface DocSection {
  number: string
  title: string
  /** The heading line and what follows it up to the next heading of any level. */
  ownText: string
}

export interface Doc {
  sections: Map<string, DocSection>
  titles: Set<string>
  /** Every emphasised or quoted term of the document, normalised. */
  terms: Set<string>
}

export type Docs = Map<string, Doc>

export interface Unresolved {
  line: number
  citation: string
  reason: string
}

const HEADING = /^(#{1,6})\s+(.*)$/
const NUMBERED = /^(\d+(?:\.\d+)*)\.?\s+(.*)$/

/** Case, runs of spaces (line breaks of a comment included) and a closing full stop do not count. */
export function normaliseName(name: string): string {
  return name.replace(/\s+/g, ' ').trim().replace(/\.$/, '').toLowerCase()
}

/** A heading's title as a name may give it: whole, or without a closing parenthesis ('Accounts'). */
function titleForms(title: string): string[] {
  return [normaliseName(title), normaliseName(title.replace(/\s*\([^()]*\)\s*$/, ''))]
}

/** Terms a text sets apart: **bold**, *italics*, `code`, 'quoted', "quoted", “quoted”. */
export function termsOf(text: string): string[] {
  const patterns = [
    /\*\*([^*]+?)\*\*/g,
    /(?<![\w*])\*([^*\s\n][^*\n]*?)\*(?![\w*])/g,
    /`([^`]+)`/g,
    /(?<![\p{L}\p{N}])'([^'\n]+(?:\n[^'\n]+){0,2}?)'(?![\p{L}\p{N}])/gu,
    /"([^"\n]+)"/g,
    /“([^”]+)”/g,
  ]
  return patterns.flatMap((pattern) => [...text.matchAll(pattern)].map((match) => normaliseName(match[1])))
}

/** The headings of a markdown text, outside fenced code, with the line each starts at. */
function headingsOf(lines: string[]): Array<{ index: number; text: string }> {
  const headings: Array<{ index: number; text: string }> = []
  let fenced = false
  lines.forEach((line, index) => {
    if (line.startsWith('```')) fenced = !fenced
    const heading = fenced ? null : HEADING.exec(line)
    if (heading) headings.push({ index, text: heading[2].trim() })
  })
  return headings
}

/** A document's numbered sections, heading titles and terms. */
export function parseDoc(text: string): Doc {
  const lines = text.split('\n')
  const headings = headingsOf(lines)
  const sections = new Map<string, DocSection>()
  const titles = new Set<string>()
  headings.forEach((heading, i) => {
    const end = headings[i + 1]?.index ?? lines.length
    const ownText = lines.slice(heading.index, end).join('\n')
    const numbered = NUMBERED.exec(heading.text)
    const title = numbered ? numbered[2] : heading.text
    for (const form of titleForms(title)) titles.add(form)
    if (numbered) sections.set(numbered[1], { number: numbered[1], title, ownText })
  })
  return { sections, titles, terms: new Set(termsOf(text)) }
}

/** The documents by file name (`product.md`), parsed. */
export function parseDocs(texts: Record<string, string>): Docs {
  return new Map(Object.entries(texts).map(([name, text]) => [name, parseDoc(text)]))
}

/** Why a § of a document does not resolve, or null when it does. */
function sectionProblem(docName: string, doc: Doc, number: string, names: string[]): string | null {
  const section = doc.sections.get(number)
  if (!section) return `${docName} has no section §${number}`
  const body = section.ownText.split('\n').slice(1).join('\n').trim()
  if (body === '') return `${docName} §${number} has no text of its own: cite its subsection`
  const terms = new Set(termsOf(section.ownText))
  const titles = titleForms(section.title)
  const unknown = names.filter((name) => !titles.includes(normaliseName(name)) && !terms.has(normaliseName(name)))
  if (unknown.length === 0) return null
  return `${docName} §${number} '${section.title}' has no ${unknown.map((name) => `'${name}'`).join(', ')}`
}

/** Why a quoted name cited without a number does not resolve, or null when it does. */
function nameProblem(docName: string, doc: Doc, name: string): string | null {
  const normalised = normaliseName(name)
  if (doc.titles.has(normalised) || doc.terms.has(normalised)) return null
  return `${docName} has no heading or term '${name}'`
}

/** Comment markers at the start of a continued line become spaces, so a citation may wrap. */
function withoutCommentMarkers(source: string): string {
  return source.replace(/\n([ \t]*)(\/\/|\*(?!\/))/g, (_all, indent: string, marker: string) => {
    return `\n${indent}${' '.repeat(marker.length)}`
  })
}

const QUOTED = String.raw`(?:'(?:[^'\n]|\n(?!\s*\n)){1,120}?'(?![\p{L}\p{N}])|"[^"\n]{1,120}")`
// a document's name, or a § and its number, whichever comes next
const TOKEN = /(?<![\w.-])([\w-]+)\.md(?![\w])|§(\d[\w.]*)/gu
const NAMES_AFTER = new RegExp(String.raw`^[ \t\n]+(${QUOTED}(?:[ \t\n]*,[ \t\n]*${QUOTED})*)`, 'u')
const DOC_NAME_AFTER = new RegExp(String.raw`^(?:'s)?,?[ \t\n]+(${QUOTED})`, 'u')
const RANGE_END = /^[ \t]*[–-][ \t]*(\d[\w.]*)/
const FOREIGN_STANDARD = /\b[A-Z]{2,}[ \t]+\d[\d.]*[ \t]*$/

function namesIn(list: string): string[] {
  const quoted = new RegExp(QUOTED, 'gu')
  return [...list.matchAll(quoted)].map((match) => match[0].slice(1, -1).replace(/\s+/g, ' '))
}

function lineAt(text: string, index: number): number {
  let line = 1
  for (let i = 0; i < index; i++) if (text.charCodeAt(i) === 10) line++
  return line
}

interface Found {
  index: number
  citation: string
  problem: string | null
}

/** A § at `index` (its number `raw`), read with the names and range end that follow it. */
function readSection(docs: Docs, text: string, index: number, raw: string, docName: string | null): Found | null {
  const number = raw.replace(/\.+$/, '')
  const rest = text.slice(index + 1 + raw.length)
  const lineStart = text.lastIndexOf('\n', index) + 1
  if (FOREIGN_STANDARD.test(text.slice(lineStart, index))) return null
  const names = NAMES_AFTER.exec(rest)
  const citation = `§${number}${names ? ` ${names[1].replace(/\s+/g, ' ')}` : ''}`
  if (docName === null) return { index, citation, problem: `§${number} names no document before it` }
  const doc = docs.get(docName)
  if (!doc) return null
  const rangeEnd = names ? null : RANGE_END.exec(rest)
  const problem =
    sectionProblem(docName, doc, number, names ? namesIn(names[1]) : []) ??
    (rangeEnd ? sectionProblem(docName, doc, rangeEnd[1].replace(/\.+$/, ''), []) : null)
  return { index, citation: `${docName} ${citation}`, problem }
}

/** Every citation of a source text, resolved or not, in order. */
function citationsOf(docs: Docs, source: string): Found[] {
  const text = withoutCommentMarkers(source)
  const found: Found[] = []
  let docName: string | null = null
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0
    if (match[1] !== undefined) {
      docName = `${match[1]}.md`
      const doc = docs.get(docName)
      const named = doc ? DOC_NAME_AFTER.exec(text.slice(index + match[0].length)) : null
      if (doc && named) {
        const name = named[1].slice(1, -1).replace(/\s+/g, ' ')
        found.push({ index, citation: `${docName} '${name}'`, problem: nameProblem(docName, doc, name) })
      }
      continue
    }
    const section = readSection(docs, text, index, match[2], docName)
    if (section) found.push(section)
  }
  return found
}

/** The citations of a source text that do not resolve, with their lines (1-based). */
export function unresolvedCitations(docs: Docs, source: string): Unresolved[] {
  return citationsOf(docs, source)
    .filter((found) => found.problem !== null)
    .map((found) => ({ line: lineAt(source, found.index), citation: found.citation, reason: found.problem ?? '' }))
}
