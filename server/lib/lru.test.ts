import { describe, expect, it } from 'vitest'
import { ManualClock } from './clock'
import { clockedLru, SharedLoadCache } from './lru'

/** A load that waits until `finish` is called, counting how often it started. */
function gatedLoad<V>() {
  const gate = { started: 0, finish: (_value: V) => {}, fail: (_error: Error) => {} }
  const load = () => {
    gate.started += 1
    return new Promise<V>((resolve, reject) => {
      gate.finish = resolve
      gate.fail = reject
    })
  }
  return { gate, load }
}

describe('the shared caches', () => {
  it('share one load among concurrent misses of a key, and keep its value', async () => {
    const cache = new SharedLoadCache<string>(new ManualClock(), { max: 10, ttlMs: 1_000 })
    const { gate, load } = gatedLoad<string>()
    const first = cache.get('k', load)
    const second = cache.get('k', load)
    gate.finish('v')
    expect(await Promise.all([first, second])).toEqual(['v', 'v'])
    expect(await cache.get('k', load)).toBe('v')
    expect(gate.started).toBe(1)
  })

  it('keep no failed load: the next caller loads again', async () => {
    const cache = new SharedLoadCache<string>(new ManualClock(), { max: 10, ttlMs: 1_000 })
    const { gate, load } = gatedLoad<string>()
    const failing = cache.get('k', load)
    gate.fail(new Error('database away'))
    await expect(failing).rejects.toThrow('database away')
    const again = cache.get('k', load)
    gate.finish('v')
    expect(await again).toBe('v')
    expect(gate.started).toBe(2)
  })

  it('answer a load begun before a clear, but keep nothing of it', async () => {
    const cache = new SharedLoadCache<string>(new ManualClock(), { max: 10, ttlMs: 1_000 })
    const { gate, load } = gatedLoad<string>()
    const before = cache.get('k', load)
    const keepLater = cache.keeper()
    cache.clear()
    gate.finish('old')
    expect(await before).toBe('old')
    keepLater('k2', 'old')
    expect(cache.has('k')).toBe(false)
    expect(cache.has('k2')).toBe(false)
  })

  it('age entries by the app clock', async () => {
    const clock = new ManualClock()
    const lru = clockedLru<string>(clock, { max: 10, ttlMs: 1_000 })
    lru.set('k', 'v')
    clock.advance(1_000)
    expect(lru.get('k')).toBe('v')
    clock.advance(1)
    expect(lru.get('k')).toBeUndefined()
  })
})
