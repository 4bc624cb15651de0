import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { parseDocs, unresolvedCitations } from './citations'

const root = path.resolve(import.meta.dirname, '..')
const SOURCE_DIRS = ['server', 'web', 'common', 'scripts', 'bench', 'e2e']

/** Every .ts/.tsx file under the source folders: tracked, plus new ones not yet added (a file just moved). */
function sourceFiles(): string[] {
  const listed = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', ...SOURCE_DIRS], {
    cwd: root,
    encoding: 'utf8',
  })
  const files = listed.split('\n').filter((file) => /\.tsx?$/.test(file))
  // a tracked file deleted in the working tree is no longer anyone's citation
  return [...new Set(files)].filter((file) => fs.existsSync(path.join(root, file)))
}

function repositoryDocs() {
  const dir = path.join(root, 'docs')
  const names = fs.readdirSync(dir).filter((name) => name.endsWith('.md'))
  return parseDocs(Object.fromEntries(names.map((name) => [name, fs.readFileSync(path.join(dir, name), 'utf8')])))
}

// A made-up document with a chapter of its own text, a chapter that only holds subsections, and one
// without a number (architecture.md's kind).
const guide = [
  '# Guide',
  '',
  '## 1. Sign-in',
  '',
  "The form says 'Masuk' and locks after **ten failures**.",
  '',
  '## 2. Orders',
  '',
  '### 2.1 Order lists',
  '',
  'Tabs per status; the `Semua` tab first.',
  '',
  '### 2.2 Order detail',
  '',
  'One screen for both roles.',
  '',
  '## The rooms',
  '',
  'Every feature has the same rooms.',
].join('\n')
const docs = parseDocs({ 'guide.md': guide })
const problems = (source: string) => unresolvedCitations(docs, source).map(({ line, reason }) => `${line}: ${reason}`)

describe('a citation', () => {
  it('resolves to a heading of the document, with the title or a set-apart term of its section', () => {
    const source = [
      "// the form (guide.md §1 'Masuk', 'ten failures'); the list (guide.md §2.1 'Order lists', 'semua')",
      "/** the detail (guide.md §2.2 'order detail.'), both (guide.md §2.1–§2.2), guide.md 'The rooms' */",
    ].join('\n')
    expect(problems(source)).toEqual([])
  })

  it('fails when the document has no such section', () => {
    expect(problems('// one screen (guide.md §2.3)')).toEqual(['1: guide.md has no section §2.3'])
    expect(problems('// limits (guide.md §1a)')).toEqual(['1: guide.md has no section §1a'])
    expect(problems('// both (guide.md §2.1–2.4)')).toEqual(['1: guide.md has no section §2.4'])
  })

  it('fails on a chapter with no text of its own: its subsection is the place', () => {
    expect(problems('// the tabs (guide.md §2)')).toEqual(['1: guide.md §2 has no text of its own: cite its subsection'])
  })

  it('fails when a quoted name is neither the title nor a term of that section', () => {
    expect(problems("// the tabs (guide.md §2.1 'Order detail')")).toEqual([
      "1: guide.md §2.1 'Order lists' has no 'Order detail'",
    ])
    expect(problems("// guide.md 'The kitchen'")).toEqual(["1: guide.md has no heading or term 'The kitchen'"])
  })

  it('reads a citation across the lines of a comment, and a bare § as the last document named', () => {
    const source = [
      '/**',
      ' * the detail (guide.md',
      " * §2.2 'One screen'); the tabs (§2.1)",
      ' */',
      'const x = 1 // and (§9)',
    ].join('\n')
    expect(problems(source)).toEqual(["3: guide.md §2.2 'Order detail' has no 'One screen'", '5: guide.md has no section §9'])
  })

  it('leaves other documents and standards alone, and a § that names no document fails', () => {
    expect(problems('// README.md §99, RFC 9110 §13.1.2; the list is as agreed')).toEqual([])
    expect(problems('// as §2.1 says')).toEqual(['1: §2.1 names no document before it'])
  })
})

describe('the citations of the repository', () => {
  it('all resolve to docs/', () => {
    const repository = repositoryDocs()
    const files = sourceFiles()
    expect(files.length).toBeGreaterThan(1000)
    const offenders = files.flatMap((file) =>
      unresolvedCitations(repository, fs.readFileSync(path.join(root, file), 'utf8')).map(
        ({ line, citation, reason }) => `${file}:${line}: ${citation}: ${reason}`,
      ),
    )
    expect(offenders).toEqual([])
  })
})
