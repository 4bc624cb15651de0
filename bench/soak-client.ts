// The soak's HTTP side: every call goes to one of the instances in turn, as a load balancer
// would send it, and is timed and judged by name. An answer outside the statuses a call expects
// (a 5xx, a refused connection, an unexpected 4xx) is an error; an expected refusal, such as
// the loser of two staff confirming one estimate at once, is counted apart.

export interface Actor {
  name: string
  headers: Record<string, string>
}

interface CallStats {
  times: number[]
  refused: number
  errors: number
}

export interface Answer<T = unknown> {
  status: number
  body: T
}

export class SoakClient {
  private readonly stats = new Map<string, CallStats>()
  private turn = 0
  readonly errorSamples: string[] = []
  /** errors seen before reset(): they still count */
  warmUpErrors = 0

  constructor(readonly instances: string[]) {}

  /** The next instance in turn; a call may also name one (a double submit to both). */
  nextInstance(): string {
    this.turn = (this.turn + 1) % this.instances.length
    return this.instances[this.turn]
  }

  private statsOf(name: string): CallStats {
    let s = this.stats.get(name)
    if (!s) {
      s = { times: [], refused: 0, errors: 0 }
      this.stats.set(name, s)
    }
    return s
  }

  async call<T = unknown>(
    name: string,
    actor: Actor,
    request: { method?: string; path: string; body?: unknown; instance?: string; refusals?: number[] },
  ): Promise<Answer<T> | null> {
    const stats = this.statsOf(name)
    const base = request.instance ?? this.nextInstance()
    const started = performance.now()
    try {
      const res = await fetch(`${base}${request.path}`, {
        method: request.method ?? 'GET',
        headers: {
          ...actor.headers,
          ...(request.body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: request.body === undefined ? undefined : JSON.stringify(request.body),
        signal: AbortSignal.timeout(30_000),
      })
      const text = await res.text()
      const elapsed = performance.now() - started
      const type = res.headers.get('content-type') ?? ''
      const body = (type.includes('json') && text ? JSON.parse(text) : text) as T
      if (res.status < 400) {
        stats.times.push(elapsed)
        return { status: res.status, body }
      }
      if (request.refusals?.includes(res.status)) {
        stats.refused++
        return { status: res.status, body }
      }
      this.recordError(stats, `${name} ${res.status} ${text.slice(0, 200)}`)
      return null
    } catch (err) {
      this.recordError(stats, `${name} ${(err as Error).message}`)
      return null
    }
  }

  private recordError(stats: CallStats, sample: string): void {
    stats.errors++
    if (this.errorSamples.length < 20) this.errorSamples.push(sample)
  }

  /** Per call: count, p50, p95, expected refusals and errors, busiest first. */
  summary(seconds: number) {
    const at = (sorted: number[], p: number) =>
      sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : Number.NaN
    return [...this.stats.entries()]
      .map(([name, s]) => {
        const sorted = [...s.times].sort((a, b) => a - b)
        return {
          name,
          calls: s.times.length + s.refused + s.errors,
          perSecond: (s.times.length + s.refused + s.errors) / seconds,
          p50: at(sorted, 50),
          p95: at(sorted, 95),
          refused: s.refused,
          errors: s.errors,
        }
      })
      .sort((a, b) => b.calls - a.calls)
  }

  /** Forgets what the warm-up measured: a fresh process runs its first minute unoptimised. */
  reset(): void {
    for (const s of this.stats.values()) this.warmUpErrors += s.errors
    this.stats.clear()
  }
}
