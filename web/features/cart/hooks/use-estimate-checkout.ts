// Sending the checked items as one estimate (product.md §8.3, Cart), and telling the buyer how it went.
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useCheckout } from '../api/checkout'
import { checkoutErrorText } from '../logic/checkout-error'
import { estimatePath, orderIdOf } from '../logic/checkout-result'
import { CHECKOUT_NO_ID, checkoutDone } from '../logic/messages'

export function useEstimateCheckout() {
  const navigate = useNavigate()
  const checkout = useCheckout()
  // a double press of 'Ya, Kirim Estimasi' makes one estimate: the second would find its lines
  // gone (409) and say 'Gagal' beside the success
  const guard = useSingleFlight()

  /**
   * True when the estimate was made (the screen moves to it); false when it was refused;
   * undefined for a press while the first is still out.
   */
  function send(productIds: number[], noteUser: string): Promise<boolean | undefined> {
    return guard.run(() => sendOnce(productIds, noteUser))
  }

  async function sendOnce(productIds: number[], noteUser: string): Promise<boolean> {
    try {
      const answer = await checkout.mutateAsync({ product_ids: productIds, note_user: noteUser.trim() })
      const orderId = orderIdOf(answer)
      if (orderId === null) notifications.show({ message: CHECKOUT_NO_ID, color: 'yellow', autoClose: 2200 })
      else notifications.show({ message: checkoutDone(answer.no_transaksi), color: 'green', autoClose: 2200 })
      navigate(estimatePath(orderId))
      return true
    } catch (error) {
      // a failure says more than a success; it stays as long as the order page's toasts
      notifications.show({ message: checkoutErrorText(error), color: 'red', autoClose: 3500 })
      return false
    }
  }

  return { send, sending: checkout.isPending }
}
