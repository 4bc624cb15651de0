// Sending the checked items as one estimate (SPEC §8 'Checkout'): pending edits reach the server
// first, so the estimate holds exactly the quantities and notes on screen.
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import { cartApi } from '../../lib/cart/cart-api'
import { cartSync } from '../../lib/cart/use-cart'
import { cartChangedUnderneath, checkoutErrorText } from './logic/checkout-error'
import { estimatePath, orderIdOf } from './logic/checkout-result'
import { CHECKOUT_NO_ID, checkoutDone } from './logic/messages'

export function useEstimateCheckout() {
  const navigate = useNavigate()
  const [sending, setSending] = useState(false)

  async function send(productIds: number[], noteUser: string): Promise<boolean> {
    setSending(true)
    try {
      await cartSync.flush()
      const answer = await cartApi.checkout(productIds, noteUser.trim())
      await cartSync.reload()
      const orderId = orderIdOf(answer)
      if (orderId === null) notifications.show({ message: CHECKOUT_NO_ID, color: 'yellow', autoClose: 2200 })
      else notifications.show({ message: checkoutDone(answer.no_transaksi), color: 'green', autoClose: 2200 })
      navigate(estimatePath(orderId))
      return true
    } catch (error) {
      // a failure says more than a success; it stays as long as the order page's toasts
      notifications.show({ message: checkoutErrorText(error), color: 'red', autoClose: 3500 })
      if (cartChangedUnderneath(error)) await cartSync.reload()
      return false
    } finally {
      setSending(false)
    }
  }

  return { send, sending }
}
