// Remembers where the window was scrolled in the prefill (product.md §2.6) and goes back to it once the
// list has rows again. A new search starts at the top.
//
// The place is kept twice: as the scroll position product.md §2.6 names, and as the card at the top of the
// screen with its distance from the top. Cards far from the screen are not laid out by the browser
// (content-visibility, product-card.module.css) and stand in at an estimated height until they are;
// which of the cards above are real and which are estimates differs between leaving and coming back,
// so the same scroll position can show other cards. The way back therefore puts that card where it was.
import { useEffect, useRef } from 'react'
import { readScrollCard, type ScrollCard, writeScrollCard, writeScrollY } from '../logic/prefill-store'

/** How long the way back may wait for the cards (rendered a screenful at a time) to make the page tall enough. */
const RESTORE_MS = 5_000
/** What a person does to scroll by himself: the way back stops there. */
const OWN_SCROLL = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const
/** The attribute each card carries with its part number (ProductCard). */
export const CARD_ATTRIBUTE = 'data-part-no'

/** The first card whose top is on the screen, and that top; null when no card is. */
function cardOnTop(): ScrollCard | null {
  for (const card of document.querySelectorAll<HTMLElement>(`[${CARD_ATTRIBUTE}]`)) {
    const { top } = card.getBoundingClientRect()
    if (top >= 0) return top < window.innerHeight ? { partNo: card.getAttribute(CARD_ATTRIBUTE) ?? '', top } : null
  }
  return null
}

function findCard(partNo: string): HTMLElement | null {
  const cards = document.querySelectorAll<HTMLElement>(`[${CARD_ATTRIBUTE}]`)
  return [...cards].find((card) => card.getAttribute(CARD_ATTRIBUTE) === partNo) ?? null
}

/**
 * Goes back to the place left: the remembered card at its old distance from the top, or, without
 * it, the scroll position `y`. The cards of every page loaded render in the background after the
 * first screenful, so each frame goes as far as the page allows, until the place is reached in a
 * frame that needed no scrolling (the cards around it laid out for real), RESTORE_MS, or the
 * person's own scrolling.
 */
function scrollBackTo(y: number, remembered: ScrollCard | null, done: () => void): () => void {
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
    const card = remembered ? findCard(remembered.partNo) : null
    const target = card && remembered ? Math.round(window.scrollY + card.getBoundingClientRect().top - remembered.top) : y
    const there = Math.abs(window.scrollY - target) < 1
    if ((there && bottom >= target) || performance.now() - started > RESTORE_MS) return finish()
    window.scrollTo({ top: Math.min(target, bottom) })
    frame = requestAnimationFrame(step)
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
  // read once, when the list opens: later saves must not move the place being gone back to
  const initialCard = useRef<ScrollCard | null | undefined>(undefined)
  if (initialCard.current === undefined) initialCard.current = readScrollCard()

  useEffect(() => {
    if (restored.current || restoring.current || !listReady) return
    if (initialY <= 0) {
      restored.current = true
      return
    }
    restoring.current = true
    const stop = scrollBackTo(initialY, initialCard.current ?? null, () => {
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
    writeScrollCard(null)
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
        if (window.location.pathname !== listPath) return
        writeScrollY(window.scrollY)
        writeScrollCard(cardOnTop())
      })
    }
    window.addEventListener('scroll', onScroll, { passive: true })
    return () => {
      window.removeEventListener('scroll', onScroll)
      cancelAnimationFrame(frame)
    }
  }, [])
}
