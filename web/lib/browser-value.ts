// A value only the browser holds (the tab's storage), read for a screen's first render. While the
// app takes over a page the server rendered, the first render must be the server's: it gets
// `serverValue` then, and the stored value right after (useSyncExternalStore's server snapshot).
import { useSyncExternalStore } from 'react'

// the tab's storage tells no one when it changes; the value is read again on each render
const noChanges = () => () => undefined

/** `read` must return the same value for the same storage (a string, number or boolean). */
export function useBrowserValue<T extends string | number | boolean | null>(read: () => T, serverValue: T): T {
  return useSyncExternalStore(noChanges, read, () => serverValue)
}

/**
 * True while the screen is drawn by the server or taken over from the server's HTML (its first
 * render in the browser), false in every other render: a screen that shows its data in the
 * background on the browser's own renders shows it at once in those.
 */
export function useDrawnByServer(): boolean {
  return useSyncExternalStore(
    noChanges,
    () => false,
    () => true,
  )
}
