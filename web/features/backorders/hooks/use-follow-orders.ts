// A line moves with its origin order's change (a stock arrival, another tab's 'Pesan Sisa', staff
// cancelling): the server's stream tells of the change, and every back-order answer asks again.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onOrderChange } from '#web/lib/live/order-changes.ts'
import { backorderKeys } from '../api/keys'

export function useBackordersFollowOrders(): void {
  const client = useQueryClient()
  useEffect(
    // several screens listen at once (the navbar's count, the list): a reload already on its way is kept
    () => onOrderChange(() => void client.invalidateQueries({ queryKey: backorderKeys.all }, { cancelRefetch: false })),
    [client],
  )
}
