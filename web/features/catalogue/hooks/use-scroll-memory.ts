// Remembers the window's scroll position in the prefill (SPEC §2.6) and goes back to it once the
// list has rows again. A new search starts at the top.
import { useEffect, useRef } from 'react'
import { writeScrollY } from '../logic/prefill-store'

export function useScrollMemory(initialY: number, listReady: boolean, listKey: string) {
  const restored = useRef(false)
  const lastKey = useRef(listKey)

  useEffect(() => {
    if (restored.current || !listReady) return
    restored.current = true
    if (initialY > 0) requestAnimationFrame(() => window.scrollTo({ top: initialY }))
  }, [listReady, initialY])

  useEffect(() => {
    if (lastKey.current === listKey) return
    lastKey.current = listKey
    restored.current = true
    window.scrollTo({ top: 0 })
    writeScrollY(0)
  }, [listKey])

  useEffect(() => {
    let frame = 0
    const onScroll = () => {
      // Saved at most once a frame; nothing is saved before the old position has been restored.
      if (frame || !restored.current) return
      frame = requestAnimationFrame(() => {
        frame = 0
        writeScrollY(window.scrollY)
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
}
