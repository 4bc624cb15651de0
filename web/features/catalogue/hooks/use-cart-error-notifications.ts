// SPEC §2.6: cart errors raised elsewhere (a failed background cart sync) are shown here too.
import { notifications } from '@mantine/notifications'
import { useEffect } from 'react'
import { onCartError } from '../../../lib/cart/cart-events'

export function useCartErrorNotifications(): void {
  useEffect(
    () =>
      onCartError(({ message }) => {
        if (typeof message === 'string' && message !== '') notifications.show({ message, color: 'red', autoClose: 2200 })
      }),
    [],
  )
}
