import fs from 'node:fs'
import { describe, expect, it } from 'vitest'
import { FEATURES } from './features'
import { featureTable } from './lib/compose-features'

// The order of the features and every dependency between them, as docs/architecture.md shows
// them: the table there is this list's, so the document cannot drift from the code.

describe('the features list', () => {
  it('is the table docs/architecture.md shows under "How a feature plugs in"', () => {
    const doc = fs.readFileSync(new URL('../docs/architecture.md', import.meta.url), 'utf8')
    expect(doc).toContain(featureTable(FEATURES))
  })

  it('names each feature once, and each needs only what a feature before it gives', () => {
    const names = FEATURES.map((f) => f.name)
    expect(new Set(names).size).toBe(names.length)
    const given = new Set<string>()
    for (const feature of FEATURES) {
      for (const need of feature.needs) expect(given, `${feature.name} needs ${need}`).toContain(need)
      for (const name of feature.gives) given.add(name)
    }
  })
})
