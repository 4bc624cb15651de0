// One answer per press: while a call a button started is still out, another press of it (or of a
// button sharing the guard) starts nothing. The mark is a ref set inside the press itself: a double
// click lands its second press before React has drawn the button busy, so a disabled or loading
// state alone lets both through (two requests, a success and a false failure on screen).
import { useState } from 'react'

export interface SingleFlight {
  /** Runs `work` unless earlier work is still out; answers `undefined` for a press it ignored. */
  run<T>(work: () => Promise<T>): Promise<T | undefined>
  /** True from the press until its work settles. */
  isBusy(): boolean
}

/** A plain guard, for code outside React and for tests. */
export function singleFlight(): SingleFlight {
  let busy = false
  return {
    async run(work) {
      if (busy) return undefined
      busy = true
      try {
        return await work()
      } finally {
        busy = false
      }
    },
    isBusy: () => busy,
  }
}

/** The guard of one screen's buttons; it lives as long as the component that holds it. */
export function useSingleFlight(): SingleFlight {
  const [guard] = useState(singleFlight)
  return guard
}
