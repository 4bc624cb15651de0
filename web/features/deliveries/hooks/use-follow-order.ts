// An order's deliveries move with the order: another clerk's delivery, or one recorded in another
// tab, comes as an order change on the server's stream, and the open panel asks again.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { onOrderChange } from '#web/lib/live/order-changes.ts'
import { deliveryKeys } from '../api/keys'

export function useDeliveriesFollowOrder(orderId: number): void {
  const client = useQueryClient()
  useEffect(
    () =>
      onOrderChange((change) => {
        // a reload already on its way (this tab's own delivery) is kept
        if (change.order_id === orderId)
          void client.invalidateQueries({ queryKey: deliveryKeys.ofOrder(orderId) }, { cancelRefetch: false })
      }),
    [client, orderId],
  )
}

/**
 * A delivery's page follows its order the same way: the buyer's receipt, or a discrepancy closed
 * in another tab, shows without a reload.
 */
export function useDeliveryFollowsOrder(deliveryId: number | null, orderId: number | null): void {
  const client = useQueryClient()
  useEffect(
    () =>
      onOrderChange((change) => {
        if (deliveryId !== null && change.order_id === orderId)
          void client.invalidateQueries({ queryKey: deliveryKeys.one(deliveryId) }, { cancelRefetch: false })
      }),
    [client, deliveryId, orderId],
  )
}

/** Staff's 'Selisih' lists: a receipt with a discrepancy, or one closed, is an order change on the stream. */
export function useDiscrepanciesFollowOrders(): void {
  const client = useQueryClient()
  useEffect(
    () => onOrderChange(() => void client.invalidateQueries({ queryKey: deliveryKeys.discrepancies }, { cancelRefetch: false })),
    [client],
  )
}
