import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onOrderChange } from '#web/lib/live/order-changes.ts'
import { reportKeys } from '../api/keys'

/**
 * An order made or moved (told live by the event stream, this tab's own actions too) changes the
 * figures: the report on screen asks again, and the server recounts what the order touched.
 */
export function useReportsFollowOrders(): void {
  const queryClient = useQueryClient()
  useEffect(() => {
    return onOrderChange(() => void queryClient.invalidateQueries({ queryKey: reportKeys.all }))
  }, [queryClient])
}
