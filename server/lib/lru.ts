import { LRUCache } from 'lru-cache'
import type { Clock } from './clock'

// The one way the server keeps things per instance: lru-cache, aged by the app's clock (tests that
// move time see entries age; ttlResolution 0 reads it on every check), and, where callers ask for
// the same missing key at once, lru-cache's own fetch sharing one load among them.

export interface LruSize {
  max: number
  ttlMs: number
}

/** An LRU cache whose entries age by the app's clock. */
export function clockedLru<V extends {}>(clock: Clock, size: LruSize): LRUCache<string, V> {
  return new LRUCache<string, V>({ max: size.max, ttl: size.ttlMs, perf: { now: () => clock.now().getTime() }, ttlResolution: 0 })
}

type Load<V> = () => Promise<V>

/**
 * Values loaded on a miss, concurrent misses of one key sharing one load (lru-cache's fetch, the
 * load passed as its context). A failed load is not kept: the next caller tries again.
 */
export class SharedLoadCache<V extends {}> {
  private lru: LRUCache<string, V, Load<V>>

  constructor(
    private readonly clock: Clock,
    private readonly size: LruSize,
  ) {
    this.lru = this.fresh()
  }

  /** The kept value of `key`, or the load already under way for it, or a new load. */
  async get(key: string, load: Load<V>): Promise<V> {
    return (await this.lru.fetch(key, { context: load })) as V
  }

  has(key: string): boolean {
    return this.lru.has(key)
  }

  /**
   * Where a value read now may be kept: in the cache as it is at this moment. After a clear() in
   * the meantime it lands in the forgotten one, as a value read before the clear should.
   */
  keeper(): (key: string, value: V) => void {
    const lru = this.lru
    return (key, value) => lru.set(key, value)
  }

  /**
   * Forgets everything, loads under way included: their callers still get what they read, but it
   * is kept only in the cache they began in, which nobody asks again (it may predate the change).
   */
  clear(): void {
    this.lru = this.fresh()
  }

  private fresh(): LRUCache<string, V, Load<V>> {
    return new LRUCache<string, V, Load<V>>({
      max: this.size.max,
      ttl: this.size.ttlMs,
      perf: { now: () => this.clock.now().getTime() },
      ttlResolution: 0,
      fetchMethod: (_key, _stale, { context }) => context(),
      // a value set for a key whose load is under way (a count read with its page) does not fail
      // that load's callers; the load's own value, the same count, is kept when it arrives
      ignoreFetchAbort: true,
    })
  }
}
