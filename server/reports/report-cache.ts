import { LRUCache } from 'lru-cache'
import type { Clock } from '../lib/clock'

export interface ReportCacheTiming {
  /** figures younger than this are answered as they are */
  freshMs: number
  /** older ones, up to this age, are answered at once while one recount runs for the next caller */
  staleMs: number
}

export const REPORT_CACHE_TIMING: ReportCacheTiming = { freshMs: 30_000, staleMs: 5 * 60_000 }
/**
 * No reuse at all, not even one count shared by concurrent callers: every call counts
 * (REPORT_REUSE=off, which `npm run bench -- reports` sets so it measures the counting).
 */
export const REPORT_NO_REUSE: ReportCacheTiming = { freshMs: 0, staleMs: 0 }

export interface Counted<T> {
  value: T
  /** when the count began: the answer's `as_of` */
  at: Date
}

/**
 * A branch's staff all open the same report (the last 30 days, the year), and one count of a
 * year's lines costs a core about a second at a dealer's scale: 20 of them a second would need
 * ten cores. So the figures of a (scope, range, limit) are kept per instance: fresh for 30 s,
 * then answered while a single recount replaces them, and never older than 5 minutes. Concurrent
 * misses of one key share one count; a failed count is not kept (the next caller tries again).
 * Keys always hold the scope, so one store's or branch's figures never answer another's call.
 */
export class ReportCache {
  private readonly entries: LRUCache<string, Counted<object>>
  private readonly inflight = new Map<string, Promise<Counted<object>>>()

  constructor(
    private readonly clock: Clock,
    private readonly timing: ReportCacheTiming = REPORT_CACHE_TIMING,
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
