// A cart sync that failed in the background (e.g. 'Gagal menghapus item') is told as a toast by
// the screens that edit the cart: the catalogue (product.md §2.6) and the cart itself.
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { onCartError } from '../logic/cart-events'

export function useCartErrorToasts(): void {
  useEffect(
    () =>
      onCartError(({ message }) => {
        if (message !== '') notifications.show({ message, color: 'red', autoClose: 2200 })
      }),
    [],
  )
}
