import type { LRUCache } from 'lru-cache'
import type { Clock } from './clock'
import { clockedLru } from './lru'

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
 * What a caller knows of the writes behind a key (a ChangeLog's numbers): the newest change of
 * the key's scope heard of, and the newest change of any scope so far. Figures counted before
 * the scope's last change are not answered again: the caller waits for a recount instead.
 */
export interface Changes {
  /** the number of the last change to the key's scope (0: none heard of) */
  changedAt: number
  /** the number of the newest change heard of at all: a count begun now has seen every change up to it */
  latest: number
}

interface Kept<T> extends Counted<T> {
  /** the newest change heard of when the count began */
  seen: number
}

/**
 * Writes heard of, numbered in the order this instance hears of them, and the last number of each
 * scope they touched (a scope is any string the caller chooses: 'branch:3', 'store:17'). Nothing
 * is ever forgotten but one number per scope.
 */
export class ChangeLog {
  private latest = 0
  private everything = 0
  private readonly last = new Map<string, number>()

  /** A write touched these scopes. */
  changed(scopes: readonly string[]): void {
    this.latest += 1
    for (const scope of scopes) this.last.set(scope, this.latest)
  }

  /** Writes may have been missed (listening resumed after a drop): every scope counts as changed. */
  changedEverything(): void {
    this.latest += 1
    this.everything = this.latest
  }

  /** What a read of the union of `scopes` knows of the writes behind it. */
  changesOf(scopes: readonly string[]): Changes {
    let changedAt = this.everything
    for (const scope of scopes) changedAt = Math.max(changedAt, this.last.get(scope) ?? 0)
    return { changedAt, latest: this.latest }
  }
}

/**
 * Counted figures kept per instance, for answers many callers ask alike and that may be a little
 * late (reports, a store's frequent parts): fresh for `freshMs`, then answered while a single
 * recount replaces them, never older than `staleMs`. Concurrent misses of one key share one
 * count; a failed count is not kept (the next caller tries again). Keys must hold the scope, so
 * one store's or branch's figures never answer another's call.
 */
export class ReuseCache {
  private readonly entries: LRUCache<string, Kept<object>>
  /**
   * Counts under way. Not lru-cache's shared fetch (lib/lru.ts): a count begun before a change the
   * caller has heard of must not be shared with him, and a recount runs while the kept figures are
   * still answered, so which count a caller joins depends on what it has seen.
   */
  private readonly inflight = new Map<string, { seen: number; counting: Promise<Kept<object>> }>()

  constructor(
    private readonly clock: Clock,
    private readonly timing: ReuseTiming,
  ) {
    this.entries = clockedLru(clock, { max: 500, ttlMs: timing.staleMs })
  }

  /**
   * The kept figures of `key`, or a count. With `changes`, figures counted before the key's scope
   * last changed are never answered, not even while a recount runs: the caller waits for one that
   * has seen the change (read-your-writes once the change is heard of).
   */
  async get<T extends object>(key: string, count: () => Promise<T>, changes?: Changes): Promise<Counted<T>> {
    if (this.timing.staleMs <= 0) {
      const at = this.clock.now()
      return { value: await count(), at }
    }
    const { changedAt = 0, latest = 0 } = changes ?? {}
    const kept = this.entries.get(key) as Kept<T> | undefined
    const age = kept ? this.clock.now().getTime() - kept.at.getTime() : Number.POSITIVE_INFINITY
    if (!kept || age >= this.timing.staleMs || kept.seen < changedAt) return this.recount(key, count, changedAt, latest)
    if (age >= this.timing.freshMs) {
      // the caller is not kept waiting; if the recount fails, the kept figures serve until they expire
      this.recount(key, count, changedAt, latest).catch(() => {})
    }
    return kept
  }

  private recount<T extends object>(key: string, count: () => Promise<T>, changedAt: number, latest: number): Promise<Kept<T>> {
    const pending = this.inflight.get(key) as { seen: number; counting: Promise<Kept<T>> } | undefined
    // a count begun before the change may not hold it: this caller starts its own
    if (pending && pending.seen >= changedAt) return pending.counting
    const at = this.clock.now()
    const counting = count()
      .then((value) => {
        const counted = { value, at, seen: latest }
        const newer = this.entries.get(key)
        // a slower count begun earlier never replaces one that has seen more
        if (!newer || newer.seen <= latest) this.entries.set(key, counted)
        return counted
      })
      .finally(() => {
        if (this.inflight.get(key)?.counting === counting) this.inflight.delete(key)
      })
    this.inflight.set(key, { seen: latest, counting })
    return counting
  }
}
