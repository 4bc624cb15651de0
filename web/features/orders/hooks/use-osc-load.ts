// Live OSC stock for staff at Estimasi (product.md §2.11, §9): an overlay while it loads, the
// offer to go on without it after 15 s, and at 30 s the load is given up with an info toast.
import { notifications } from '@mantine/notifications'
import { useCallback, useEffect, useRef, useState } from 'react'
import { OSC_ABORT_MS, OSC_HINT_MS } from '#common/catalogue-rules.ts'
import { fetchOscQuantities } from '../api/osc-qty'
import { OSC_FAILED, TOAST_MS } from '../logic/detail-messages'
import type { OscState } from '../logic/lines'

/** product.md §9: the overlay offers to go on after 15 s; the load is given up at 30 s. Tests shorten them. */
export const OSC_TIMING = { hintMs: OSC_HINT_MS, abortMs: OSC_ABORT_MS }

interface OscLoad {
  state: OscState
  /** 15 s passed and the stock has not come */
  slow: boolean
  /** 'Lanjut tanpa OSC?': stop waiting; rows show the OSC error icon */
  skip(): void
}

export function useOscLoad(enabled: boolean, partNos: readonly string[]): OscLoad {
  const [state, setState] = useState<OscState>({ phase: enabled ? 'loading' : 'idle', qty: {} })
  const [slow, setSlow] = useState(false)
  const skipRef = useRef<() => void>(() => undefined)
  const key = partNos.join('\n')

  useEffect(() => {
    if (!enabled) {
      setState({ phase: 'idle', qty: {} })
      return
    }
    const controller = new AbortController()
    let settled = false
    const finish = (next: OscState) => {
      if (settled) return false
      settled = true
      clearTimeout(hint)
      clearTimeout(giveUp)
      setSlow(false)
      setState(next)
      return true
    }
    const fail = (toast: boolean) => {
      if (!finish({ phase: 'failed', qty: {} })) return
      controller.abort()
      if (toast) notifications.show({ message: OSC_FAILED, color: 'blue', autoClose: TOAST_MS })
    }
    const hint = setTimeout(() => setSlow(true), OSC_TIMING.hintMs)
    const giveUp = setTimeout(() => fail(true), OSC_TIMING.abortMs)
    skipRef.current = () => fail(false)
    setState({ phase: 'loading', qty: {} })
    fetchOscQuantities(key ? key.split('\n') : [], controller.signal).then(
      (answer) =>
        finish({
          phase: 'done',
          qty: answer.qty,
          stockTime: answer.stockAsOf ? { at: answer.stockAsOf, staleHours: answer.staleHours } : undefined,
        }),
      () => fail(true),
    )
    return () => {
      settled = true
      clearTimeout(hint)
      clearTimeout(giveUp)
      controller.abort()
    }
  }, [enabled, key])

  const skip = useCallback(() => skipRef.current(), [])
  return { state, slow, skip }
}
