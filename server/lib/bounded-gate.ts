/**
 * At most `parallel` jobs at once; a few more wait their turn and anything beyond is refused at
 * once with `busy()`, so a burst cannot queue without end behind a scarce resource (scrypt on
 * libuv's thread pool, memory-hungry parse workers).
 */
export class BoundedGate {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    private readonly parallel: number,
    private readonly maxWaiting: number,
    private readonly busy: () => Error,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.parallel) this.running++
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else throw this.busy()
    try {
      return await job()
    } finally {
      // the slot passes straight to the next in line, or is given back
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }

  get active(): number {
    return this.running
  }

  get queued(): number {
    return this.waiting.length
  }
}
