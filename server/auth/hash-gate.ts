import { AppError } from '../http/app-error'

/**
 * scrypt runs on libuv's small thread pool, which file reads share. At most `concurrency` hashes
 * run at once; a short queue absorbs bursts and anything beyond it is refused at once.
 */
export class HashGate {
  private running = 0
  private readonly waiting: Array<() => void> = []

  constructor(
    private readonly concurrency = 4,
    private readonly maxQueue = 64,
  ) {}

  async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      if (this.waiting.length >= this.maxQueue) {
        throw new AppError(503, 'SERVICE_UNAVAILABLE', 'Server sedang sibuk. Coba beberapa saat lagi.')
      }
      await new Promise<void>((resolve) => this.waiting.push(resolve))
    } else {
      this.running++
    }
    try {
      return await task()
    } finally {
      const next = this.waiting.shift()
      if (next) next()
      else this.running--
    }
  }
}
