// Whether the screen matches a width query, read at once: the desk lists render a table or cards
// by it, so the first render must already know. A page the server rendered was drawn for the width
// the server assumed (a phone, unless the browser said it is not one); the app takes that HTML
// over with the same assumption and redraws at once if the screen differs (useSyncExternalStore's
// server snapshot), so taking it over never mismatches.
import { createContext, useContext, useSyncExternalStore } from 'react'

/** The width a phone's page is drawn for, and a desk's. */
export const PHONE_WIDTH = 390
export const DESK_WIDTH = 1280

/** The width the server drew the page for (web/entry-server.tsx, main.tsx). */
export const AssumedWidthContext = createContext<number>(PHONE_WIDTH)

const EM = 16
const BOUND = /\((min|max)-width:\s*([\d.]+)(em|px)\)/g

/** Whether a screen `width` px wide matches a query of min-/max-width bounds ('(min-width: 48em)'). */
export function widthMatches(query: string, width: number): boolean {
  let bounds = 0
  for (const [, side, value, unit] of query.matchAll(BOUND)) {
    bounds++
    const px = Number(value) * (unit === 'em' ? EM : 1)
    if (side === 'min' ? width < px : width > px) return false
  }
  return bounds > 0
}

function subscribeTo(query: string) {
  return (onChange: () => void) => {
    const list = window.matchMedia(query)
    list.addEventListener('change', onChange)
    return () => list.removeEventListener('change', onChange)
  }
}

const subscriptions = new Map<string, (onChange: () => void) => () => void>()

export function useMedia(query: string): boolean {
  const assumed = useContext(AssumedWidthContext)
  let subscribe = subscriptions.get(query)
  if (!subscribe) {
    subscribe = subscribeTo(query)
    subscriptions.set(query, subscribe)
  }
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => widthMatches(query, assumed),
  )
}
