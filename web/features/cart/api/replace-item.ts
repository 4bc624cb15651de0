// POST /api/cart/items/{product_id}/replace: a line whose part was replaced, switched to the
// current part (joining a line of it already in the cart).
import { notifications } from '@mantine/notifications'
import { useMutation } from '@tanstack/react-query'
import type { CartResponse } from '#common/cart.ts'
import { api } from '#web/api/client.ts'
import { queryClient } from '#web/lib/query-client.ts'
import { cartSync } from '../hooks/use-cart'
import { cartQueryKey } from './get-cart'

async function replaceItem(productId: number): Promise<CartResponse> {
  // edits still waiting reach the server first, so the quantity that moves is the one shown
  await cartSync.flush()
  return api.post<CartResponse>(`/cart/items/${productId}/replace`, {})
}

export function useReplaceItem() {
  return useMutation({
    mutationFn: (item: { product_id: number; sto_id: string; to: string }) => replaceItem(item.product_id),
    onSuccess: (cart, item) => {
      cartSync.learn(cart)
      queryClient.setQueryData(cartQueryKey, cart)
      notifications.show({ message: `${item.sto_id} diganti ${item.to} di keranjang`, color: 'green', autoClose: 2000 })
    },
    onError: (error) => {
      notifications.show({ message: error instanceof Error ? error.message : 'Gagal mengganti part', color: 'red' })
      void cartSync.reload()
    },
  })
}
