import { afterEach, describe, expect, it, vi } from 'vitest'
import { chunk, fetchOscQuantities } from './osc-qty'

describe('OSC quantities', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('chunks by 50', () => {
    expect(chunk(Array.from({ length: 120 }, (_, i) => i)).map((c) => c.length)).toEqual([50, 50, 20])
  })

  it('asks for at most 50 uppercased, unique part numbers per call and merges the answers', async () => {
    const bodies: string[][] = []
    vi.stubGlobal('document', { cookie: 'csrf=tok' })
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        const ids = JSON.parse(String(init.body)).sto_ids as string[]
        bodies.push(ids)
        // each answer says how old its stock is; the chunks may have been read at different times
        const asOf = bodies.length === 1 ? '2026-11-24T23:10:00.000Z' : '2026-11-24T23:00:00.000Z'
        return new Response(JSON.stringify(Object.fromEntries(ids.map((id) => [id, 1]))), {
          status: 200,
          headers: { 'x-stock-as-of': asOf, 'x-stock-stale-hours': '26' },
        })
      }),
    )
    const parts = [...Array.from({ length: 60 }, (_, i) => `p${i}`), 'P0']
    const answer = await fetchOscQuantities(parts)
    expect(bodies.map((b) => b.length)).toEqual([50, 10])
    expect(bodies[0][0]).toBe('P0')
    expect(Object.keys(answer.qty)).toHaveLength(60)
    // the oldest of the answers is the stock's time
    expect([answer.stockAsOf, answer.staleHours]).toEqual(['2026-11-24T23:00:00.000Z', 26])
  })
})
