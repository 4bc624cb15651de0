import fs from 'node:fs'
import { describe, expect, it } from 'vitest'

// docs/adding-a-feature.md shows the worked example's files and code: each file it names exists,
// and each line of its code blocks is a line of the example as the tree holds it (the tests
// server/feature-guide.test.ts and web/app/feature-guide.test.tsx build that example).

const guide = fs.readFileSync(new URL('../docs/adding-a-feature.md', import.meta.url), 'utf8')
const root = new URL('../', import.meta.url)
const read = (file: string) => fs.readFileSync(new URL(file, root), 'utf8')

const EXAMPLE_FILES = [
  'server/test/memo-feature/feature.ts',
  'web/test-utils/memo-feature/routes.ts',
  'web/test-utils/memo-feature/memo-page.tsx',
  'web/test-utils/memo-feature/paths.ts',
]

/** A code line without its trailing comment, its white space folded. */
const bare = (line: string) =>
  line
    .replace(/\s+\/\/.*$/, '')
    .replace(/\s+/g, ' ')
    .trim()

describe('docs/adding-a-feature.md', () => {
  it('names files the tree has', () => {
    const table = guide.slice(0, guide.indexOf('## 1.'))
    const named = [...table.matchAll(/^\| `([^`]+)`/gm)].map((m) => m[1])
    expect(named.length).toBeGreaterThanOrEqual(8)
    for (const file of named) expect(fs.existsSync(new URL(file, root)), file).toBe(true)
  })

  it("shows the worked example's code as the tree holds it", () => {
    const example = new Set(EXAMPLE_FILES.flatMap((file) => read(file).split('\n').map(bare)))
    const blocks = [...guide.matchAll(/```ts\n([\s\S]*?)```/g)].map((m) => m[1])
    expect(blocks.length).toBeGreaterThanOrEqual(2)
    for (const line of blocks
      .flatMap((block) => block.split('\n'))
      .map(bare)
      .filter(Boolean)) {
      expect(example.has(line), `not in the example: ${line}`).toBe(true)
    }
  })
})
