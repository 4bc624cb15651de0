// What the server rendered the page's first screen with (server/http/first-screen/document.ts):
// the session and the answers of its first reads, in a JSON element of the document. The app
// hydrates that HTML with exactly these, so its first render matches the server's.
import type { DehydratedState } from '@tanstack/react-query'
import type { HydrationState } from 'react-router'

export interface FirstScreenState {
  /** The session as GET /api/auth/me answers it, or null for nobody. */
  session: unknown
  queries: DehydratedState
  /** The screen width the page was drawn for (lib/use-media.ts). */
  width: number
  /** What the server's router loaded for the page's routes (their loaders' answers). */
  router: HydrationState
}

/** The JSON element the server writes the state into (server/http/first-screen/document.ts). */
export const STATE_ELEMENT_ID = 'first-screen-state'

/** The server's state, when the page was rendered by the server; null for index.html as it is. */
export function readFirstScreenState(): FirstScreenState | null {
  const element = typeof document === 'undefined' ? null : document.getElementById(STATE_ELEMENT_ID)
  if (!element?.textContent) return null
  try {
    const state = JSON.parse(element.textContent) as FirstScreenState
    return state && typeof state === 'object' && 'queries' in state && 'router' in state ? state : null
  } catch {
    return null
  }
}
