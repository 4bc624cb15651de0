import { useEffect } from 'react'
import { queryClient } from '../query-client'
import { connectOrderEvents } from './order-events'

/** Mounted once by each signed-in layout: one stream per tab. */
export function useOrderEvents(enabled: boolean): void {
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return
    return connectOrderEvents(queryClient)
  }, [enabled])
}
