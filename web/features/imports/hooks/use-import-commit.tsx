// 'Import': the checked lines become an estimate; a 6 s toast offers 'Buka' and the screen moves to
// the new estimate.
import { notifications } from '@mantine/notifications'
import { useNavigate } from 'react-router'
import type { ImportValidateResponse } from '#common/imports.ts'
import { paths } from '#web/lib/paths.ts'
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

  function toast(message: string, color: string, orderId: number | null) {
    const open = orderId === null ? undefined : () => navigate(estimatePath(orderId))
    notifications.show({ message: <OrderToast message={message} onOpen={open} />, color, autoClose: IMPORT_TOAST_MS })
  }

  function commit(result: ImportValidateResponse | null, note: string): void {
    if (!result?.validation_token || !canImport(result)) {
      notifications.show({ message: NOT_READY, color: 'yellow', autoClose: IMPORT_TOAST_MS })
      return
    }
    importOrder.mutate(
      { token: result.validation_token, note_user: note.trim() },
      {
        onSuccess: (answer) => {
          toast(importDone(answer.no_transaksi), 'green', answer.order_id)
          navigate(estimatePath(answer.order_id))
        },
        onError: (error) => toast(commitErrorText(error), 'red', committedOrderId(error)),
      },
    )
  }

  return { commit, committing: importOrder.isPending }
}
