import { describe, expect, it } from 'vitest'
import { generatePartBatches } from './parts'

describe('generatePartBatches', () => {
  const now = new Date('2026-11-20T00:00:00Z')

  it('streams 300,000 unique uppercase part numbers in batches', () => {
    const seen = new Set<string>()
    const bad: string[] = []
    let batches = 0
    for (const batch of generatePartBatches({ count: 300_000, batchSize: 5_000, now })) {
      if (batch.length > 5_000) bad.push(`batch of ${batch.length}`)
      batches++
      for (const p of batch) {
        if (!/^[A-Z0-9]{7,9}$/.test(p.stoId) || p.name.length > 200) bad.push(p.stoId)
        seen.add(p.stoId)
      }
    }
    expect(bad).toEqual([])
    expect(batches).toBe(60)
    expect(seen.size).toBe(300_000)
    for (const example of [/^1230A\d{3}$/, /^MZ320\d{3}$/, /^MB\d{6}$/, /^ME\d{6}$/]) {
      expect(
        [...seen].some((s) => example.test(s)),
        String(example),
      ).toBe(true)
    }
  })

  it('is deterministic and resumable: part i is the same whatever the start', () => {
    const all = [...generatePartBatches({ count: 1_200, batchSize: 500, now })].flat()
    const tail = [...generatePartBatches({ start: 1_000, count: 200, batchSize: 64, now })].flat()
    expect(tail).toEqual(all.slice(1_000))
    expect(all[0].index).toBe(0)
  })

  it('prices kinds plausibly', () => {
    const parts = [...generatePartBatches({ count: 20_000, now })].flat()
    const range = (word: RegExp) => {
      const prices = parts.filter((p) => word.test(p.name)).map((p) => p.price)
      return [Math.min(...prices), Math.max(...prices)]
    }
    const [plugMin, plugMax] = range(/^SPARK PLUG/)
    expect(plugMin).toBeGreaterThanOrEqual(35_000)
    expect(plugMax).toBeLessThanOrEqual(90_000 * 1.3)
    const [batMin, batMax] = range(/^BATTERY/)
    expect(batMin).toBeGreaterThanOrEqual(900_000)
    expect(batMax).toBeLessThanOrEqual(2_500_000)
    expect(parts.filter((p) => p.price % 100 !== 0 || p.price <= 0)).toEqual([])
  })
})
