import { describe, expect, it } from 'vitest'
import { ManualClock } from './clock'
import { ChangeLog, ReuseCache } from './reuse-cache'

// Kept figures and the writes behind them: a figure counted before its scope last changed is
// never answered again, while figures of scopes nothing touched stay kept.

const TIMING = { freshMs: 30_000, staleMs: 300_000 }

/** A count that says how many times it ran and which world it saw. */
function counter(world: { orders: number }) {
  let runs = 0
  return {
    count: async () => ({ runs: ++runs, orders: world.orders }),
    runs: () => runs,
  }
}

describe('ChangeLog', () => {
  it('numbers the writes heard of, and answers the last one of the scopes asked', () => {
    const log = new ChangeLog()
    expect(log.changesOf(['branch:1'])).toEqual({ changedAt: 0, latest: 0 })
    log.changed(['branch:1', 'store:5'])
    log.changed(['branch:2', 'store:9'])
    expect(log.changesOf(['branch:1'])).toEqual({ changedAt: 1, latest: 2 })
    expect(log.changesOf(['store:9'])).toEqual({ changedAt: 2, latest: 2 })
    expect(log.changesOf(['branch:1', 'store:5'])).toEqual({ changedAt: 1, latest: 2 })
    expect(log.changesOf(['branch:3'])).toEqual({ changedAt: 0, latest: 2 })
    log.changedEverything()
    expect(log.changesOf(['branch:3'])).toEqual({ changedAt: 3, latest: 3 })
  })
})

describe('ReuseCache with changes', () => {
  it('counts again, and waits for it, once the scope changed, however fresh the kept figures', async () => {
    const world = { orders: 10 }
    const log = new ChangeLog()
    const cache = new ReuseCache(new ManualClock(), TIMING)
    const branch1 = counter(world)
    const get = () => cache.get('branch:1/30d', branch1.count, log.changesOf(['branch:1']))
    expect((await get()).value).toEqual({ runs: 1, orders: 10 })
    expect((await get()).value).toEqual({ runs: 1, orders: 10 })

    world.orders = 11
    log.changed(['branch:1', 'store:5'])
    expect((await get()).value).toEqual({ runs: 2, orders: 11 })
    expect((await get()).value).toEqual({ runs: 2, orders: 11 })
  })

  it('keeps the figures of a scope the write did not touch', async () => {
    const log = new ChangeLog()
    const cache = new ReuseCache(new ManualClock(), TIMING)
    const branch2 = counter({ orders: 3 })
    const get = () => cache.get('branch:2/30d', branch2.count, log.changesOf(['branch:2']))
    await get()
    log.changed(['branch:1', 'store:5'])
    await get()
    expect(branch2.runs()).toBe(1)
  })

  it('never hands a caller who heard of a change a count begun before it', async () => {
    const world = { orders: 1 }
    const log = new ChangeLog()
    const cache = new ReuseCache(new ManualClock(), TIMING)
    let release: () => void = () => undefined
    const slow = async () => {
      const seen = world.orders
      await new Promise<void>((r) => {
        release = r
      })
      return { orders: seen }
    }
    const before = cache.get('k', slow, log.changesOf(['branch:1']))
    world.orders = 2
    log.changed(['branch:1'])
    const after = cache.get('k', async () => ({ orders: world.orders }), log.changesOf(['branch:1']))
    expect((await after).value).toEqual({ orders: 2 })
    release()
    expect((await before).value).toEqual({ orders: 1 })
    // the slower, older count did not replace the newer one
    expect((await cache.get('k', slow, log.changesOf(['branch:1']))).value).toEqual({ orders: 2 })
  })

  it('after listening resumed, counts every scope again', async () => {
    const log = new ChangeLog()
    const cache = new ReuseCache(new ManualClock(), TIMING)
    const c = counter({ orders: 1 })
    await cache.get('k', c.count, log.changesOf(['store:5']))
    log.changedEverything()
    await cache.get('k', c.count, log.changesOf(['store:5']))
    expect(c.runs()).toBe(2)
  })
})
