import { describe, expect, it } from 'vitest'
import { formatDuration, summaryLines } from './test-summary'

// `npm test` closes with each pass's time and the run's (scripts/test-all.ts); tools read its last line.
describe('the summary of npm test', () => {
  const results = [
    { label: 'biome', counts: { passed: 1, failed: 0, skipped: 0 }, ms: 2_400 },
    { label: 'vitest (embedded database)', counts: { passed: 2_100, failed: 1, skipped: 3 }, ms: 385_000 },
    { label: 'e2e', counts: { passed: 130, failed: 0, skipped: 0 }, ms: 452_000 },
  ]

  it("gives each pass's time and the total, then ends with the verdict", () => {
    const lines = summaryLines(results, 840_000)
    expect(lines[0]).toMatch(/^biome +2\.4 s {2}1 passed, 0 failed, 0 skipped$/)
    expect(lines[1]).toMatch(/^vitest \(embedded database\) +6 min 25 s {2}2100 passed, 1 failed, 3 skipped$/)
    expect(lines[2]).toMatch(/^e2e +7 min 32 s {2}130 passed, 0 failed, 0 skipped$/)
    expect(lines[3]).toMatch(/^total +14 min 00 s$/)
    expect(lines.at(-1)).toBe('2231 passed, 1 failed, 3 skipped')
  })

  it('names no skipped tests in the verdict when there are none', () => {
    const lines = summaryLines([{ label: 'knip', counts: { passed: 1, failed: 0, skipped: 0 }, ms: 1 }], 1)
    expect(lines.at(-1)).toBe('1 passed, 0 failed')
  })

  it('writes times short: tenths under ten seconds, then seconds, then minutes and seconds', () => {
    expect(formatDuration(400)).toBe('0.4 s')
    expect(formatDuration(9_940)).toBe('9.9 s')
    expect(formatDuration(12_400)).toBe('12 s')
    expect(formatDuration(59_400)).toBe('59 s')
    expect(formatDuration(65_000)).toBe('1 min 05 s')
  })
})
