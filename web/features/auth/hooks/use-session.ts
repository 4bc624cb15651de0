import { useSyncExternalStore } from 'react'
import { getSessionState, type SessionState, subscribeSession } from '../logic/session-store'

export function useSession(): SessionState {
  return useSyncExternalStore(subscribeSession, getSessionState, getSessionState)
}
