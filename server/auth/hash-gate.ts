import { AppError } from '../http/app-error'
import { BoundedGate } from '../lib/bounded-gate'

/**
 * scrypt runs on libuv's small thread pool, which file reads share. At most `concurrency` hashes
 * run at once; a short queue absorbs bursts and anything beyond it is refused at once.
 */
export class HashGate extends BoundedGate {
  constructor(concurrency = 4, maxQueue = 64) {
    super(concurrency, maxQueue, () => new AppError(503, 'SERVICE_UNAVAILABLE', 'Server sedang sibuk. Coba beberapa saat lagi.'))
  }
}
