import { LRUCache } from 'lru-cache'
import type { Clock } from '../lib/clock'

export interface ReuseTiming {
  /** figures younger than this are answered as they are */
  freshMs: number
  /** older ones, up to this age, are answered at once while one recount runs for the next caller */
  staleMs: number
}

/**
 * No reuse at all, not even one count shared by concurrent callers: every call counts
 * (REPORT_REUSE=off or FREQUENT_REUSE=off, which the benches set to measure the counting).
 */
export const NO_REUSE: ReuseTiming = { freshMs: 0, staleMs: 0 }

export interface Counted<T> {
  value: T
  /** when the count began: the answer's `as_of` */
  at: Date
}

/**
 * Counted figures kept per instance, for answers many callers ask alike and that may be a little
 * late (reports, a store's frequent parts): fresh for `freshMs`, then answered while a single
 * recount replaces them, never older than `staleMs`. Concurrent misses of one key share one
 * count; a failed count is not kept (the next caller tries again). Keys must hold the scope, so
 * one store's or branch's figures never answer another's call.
 */
export class ReuseCache {
  private readonly entries: LRUCache<string, Counted<object>>
  private readonly inflight = new Map<string, Promise<Counted<object>>>()

  constructor(
    private readonly clock: Clock,
    private readonly timing: ReuseTiming,
  ) {
    // the app's clock, so tests that move time see entries age; read on every check
    this.entries = new LRUCache({
      max: 500,
      ttl: timing.staleMs,
      perf: { now: () => clock.now().getTime() },
      ttlResolution: 0,
    })
  }

  async get<T extends object>(key: string, count: () => Promise<T>): Promise<Counted<T>> {
    if (this.timing.staleMs <= 0) {
      const at = this.clock.now()
      return { value: await count(), at }
    }
    const kept = this.entries.get(key) as Counted<T> | undefined
    const age = kept ? this.clock.now().getTime() - kept.at.getTime() : Number.POSITIVE_INFINITY
    if (!kept || age >= this.timing.staleMs) return this.recount(key, count)
    if (age >= this.timing.freshMs) {
      // the caller is not kept waiting; if the recount fails, the kept figures serve until they expire
      this.recount(key, count).catch(() => {})
    }
    return kept
  }

  private recount<T extends object>(key: string, count: () => Promise<T>): Promise<Counted<T>> {
    const pending = this.inflight.get(key) as Promise<Counted<T>> | undefined
    if (pending) return pending
    const at = this.clock.now()
    const counting = count()
      .then((value) => {
        const counted = { value, at }
        this.entries.set(key, counted)
        return counted
      })
      .finally(() => this.inflight.delete(key))
    this.inflight.set(key, counting)
    return counting
  }
}
