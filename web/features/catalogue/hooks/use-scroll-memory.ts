// Remembers the window's scroll position in the prefill (product.md §2.6) and goes back to it once the
// list has rows again. A new search starts at the top.
import { useEffect, useRef } from 'react'
import { writeScrollY } from '../logic/prefill-store'

/** How long the way back may wait for the cards (rendered a screenful at a time) to make the page tall enough. */
const RESTORE_MS = 5_000
/** What a person does to scroll by himself: the way back stops there. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

/**
 * Scrolls to `y` as soon as the page is tall enough: the cards of every page loaded render in the
 * background after the first screenful, so a single scroll at once would stop near the top.
 * Each frame goes as far as the page allows, until `y`, RESTORE_MS or the person's own scrolling.
 */
function scrollBackTo(y: number, done: () => void): () => void {
  const started = performance.now()
  let frame = 0
  const stop = () => {
    cancelAnimationFrame(frame)
    for (const type of OWN_SCROLL) window.removeEventListener(type, finish)
  }
  function finish() {
    stop()
    done()
  }
  const step = () => {
    const bottom = document.documentElement.scrollHeight - window.innerHeight
    window.scrollTo({ top: Math.min(y, bottom) })
    if (bottom >= y || performance.now() - started > RESTORE_MS) finish()
    else frame = requestAnimationFrame(step)
  }
  for (const type of OWN_SCROLL) window.addEventListener(type, finish, { passive: true })
  frame = requestAnimationFrame(step)
  return stop
}

export function useScrollMemory(initialY: number, listReady: boolean, listKey: string) {
  // false until the old position is back (or there is none): nothing is saved before
  const restored = useRef(false)
  const restoring = useRef(false)
  const lastKey = useRef(listKey)

  useEffect(() => {
    if (restored.current || restoring.current || !listReady) return
    if (initialY <= 0) {
      restored.current = true
      return
    }
    restoring.current = true
    const stop = scrollBackTo(initialY, () => {
      restored.current = true
    })
    return () => {
      stop()
      restoring.current = false
    }
  }, [listReady, initialY])

  useEffect(() => {
    if (lastKey.current === listKey) return
    lastKey.current = listKey
    restored.current = true
    window.scrollTo({ top: 0 })
    writeScrollY(0)
  }, [listKey])

  useEffect(() => {
    // The address the list lives at: leaving it (a card opened) shrinks the page, and the
    // browser's scroll to the new page's top arrives before this listener is gone; it must not
    // replace the position the person left.
    const listPath = window.location.pathname
    let frame = 0
    const onScroll = () => {
      // Saved at most once a frame; nothing is saved before the old position has been restored.
      if (frame || !restored.current) return
      frame = requestAnimationFrame(() => {
        frame = 0
        if (window.location.pathname === listPath) writeScrollY(window.scrollY)
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
}
