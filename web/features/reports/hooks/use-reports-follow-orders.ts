import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { ORDER_STATUS_EVENT } from '#web/lib/live/order-events.ts'
import { reportKeys } from '../api/keys'

/**
 * An order made or moved (told live by the event stream, or by this tab's own action) changes
 * the figures: the report on screen asks again, and the server recounts what the order touched.
 */
export function useReportsFollowOrders(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    const reload = () => void queryClient.invalidateQueries({ queryKey: reportKeys.all })
    window.addEventListener(ORDER_STATUS_EVENT, reload)
    return () => window.removeEventListener(ORDER_STATUS_EVENT, reload)
  }, [queryClient])
}
