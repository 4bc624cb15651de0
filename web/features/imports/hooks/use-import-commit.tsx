// 'Import': the checked lines become an estimate; a 6 s toast offers 'Buka' and the screen moves to
// the new estimate (product.md §2.12). One press makes one request; a press that finds the file
// already made into an order (a retry after a lost answer) goes to that order too.
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import type { ImportValidateResponse } from '#common/imports.ts'
import { paths } from '#web/lib/paths.ts'
import { onGuardEntry } from '#web/lib/use-leave-guard.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useCommitImport } from '../api/commit-import'
import { OrderToast } from '../components/order-toast'
import { commitErrorText, committedOrderId } from '../logic/errors'
import { importDone, NOT_READY } from '../logic/messages'
import { canImport } from '../logic/summary'

const IMPORT_TOAST_MS = 6000

const estimatePath = (orderId: number) => paths.orderDetail('user', 'estimasi', orderId)

export function useImportCommit() {
  const navigate = useNavigate()
  const importOrder = useCommitImport()
  // a double click would send the token twice: the second answer (409, already committed) would
  // say 'Gagal' beside the success
  const guard = useSingleFlight()

  function toast(message: string, color: string, orderId: number | null) {
    const open = orderId === null ? undefined : () => navigate(estimatePath(orderId))
    notifications.show({ message: <OrderToast message={message} onOpen={open} />, color, autoClose: IMPORT_TOAST_MS })
  }

  function commit(result: ImportValidateResponse | null, note: string): void {
    if (!result?.validation_token || !canImport(result)) {
      notifications.show({ message: NOT_READY, color: 'yellow', autoClose: IMPORT_TOAST_MS })
      return
    }
    const token = result.validation_token
    void guard.run(async () => {
      try {
        const answer = await importOrder.mutateAsync({ token, note_user: note.trim() })
        toast(importDone(answer.no_transaksi), 'green', answer.order_id)
        navigate(estimatePath(answer.order_id), { replace: onGuardEntry() })
      } catch (error) {
        const made = committedOrderId(error)
        // not a failure: the order exists, and the screen goes to it as after a success
        toast(commitErrorText(error), made === null ? 'red' : 'yellow', made)
        if (made !== null) navigate(estimatePath(made), { replace: onGuardEntry() })
      }
    })
  }

  return { commit, committing: importOrder.isPending }
}
