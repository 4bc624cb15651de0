import { createContext, useContext, useSyncExternalStore } from 'react'
import { getSessionState, type SessionState, subscribeSession } from '../logic/session-store'

/**
 * The session of the page the server renders (web/entry-server.tsx). The store is the browser's,
 * one per tab; on the server one module serves everyone at once, so each render brings its own.
 */
export const ServerSessionContext = createContext<SessionState | null>(null)

export function useSession(): SessionState {
  const rendered = useContext(ServerSessionContext)
  // in the browser the store holds, by hydration time, the session the server rendered with (main.tsx)
  return useSyncExternalStore(subscribeSession, getSessionState, () => rendered ?? getSessionState())
}
