// Whether a typed username or IBS code is still free (product.md §2.13): nothing known until the text is
// valid and has rested 400 ms, then checking while the server answers, then available or taken.
export type Availability = 'unknown' | 'checking' | 'available' | 'taken'

export interface AvailabilityState {
  status: Availability
  /** The server's sentence for a taken or impossible value; true when the check itself failed. */
  message: string | null
  failed: boolean
}

export interface CheckSnapshot {
  /** The text is valid and has not changed for the debounce time. */
  settled: boolean
  pending: boolean
  failed: boolean
  /** null while no answer for this very text exists. */
  answer: { free: boolean; message: string | null } | null
}

export function availabilityOf({ settled, pending, failed, answer }: CheckSnapshot): AvailabilityState {
  if (!settled) return { status: 'unknown', message: null, failed: false }
  if (answer) return { status: answer.free ? 'available' : 'taken', message: answer.message, failed: false }
  if (pending) return { status: 'checking', message: null, failed: false }
  return { status: 'unknown', message: null, failed }
}
