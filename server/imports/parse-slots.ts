import { AppError } from '../http/app-error'

const busy = () => new AppError(503, 'IMPORT_BUSY', 'Server sedang membaca banyak file. Coba lagi sebentar.')

/**
 * At most `parallel` parses at once, each in a worker that may use ~240 MB; a few more wait their
 * turn and anything beyond is told to come back, so a burst of uploads cannot take the memory of
 * the whole server.
 */
export class ParseSlots {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    private readonly parallel: number,
    private readonly maxWaiting: number,
  ) {}

  async run<T>(job: () => Promise<T>): Promise<T> {
    if (this.running < this.parallel) this.running++
    else if (this.waiting.length < this.maxWaiting) await new Promise<void>((resolve) => this.waiting.push(resolve))
    else throw busy()
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
}
