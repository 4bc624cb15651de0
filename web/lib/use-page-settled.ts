import { useEffect, useState } from 'react'

// What can wait until the first screen has its data: the load event alone comes too early, the
// app renders and asks for its data after it. Then a moment when the main thread is idle.

/** How long after the load event the first screen is taken to have its data. */
export const SETTLE_AFTER_LOAD_MS = 3000

/** True once the page has loaded, SETTLE_AFTER_LOAD_MS have passed and the main thread is idle. */
export function usePageSettled(): boolean {
  const [settled, setSettled] = useState(false)
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined
    const settle = () => {
      timer = setTimeout(() => {
        if ('requestIdleCallback' in window) window.requestIdleCallback(() => setSettled(true), { timeout: 2000 })
        else setSettled(true)
      }, SETTLE_AFTER_LOAD_MS)
    }
    if (document.readyState === 'complete') settle()
    else window.addEventListener('load', settle, { once: true })
    return () => {
      window.removeEventListener('load', settle)
      clearTimeout(timer)
    }
  }, [])
  return settled
}
