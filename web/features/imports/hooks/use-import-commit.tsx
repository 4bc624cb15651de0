// 'Import' (SPEC §2.12): the checked lines become an estimate; a 6 s toast offers 'Buka' and the
// screen moves to the new estimate.
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { useNavigate } from 'react-router'
import type { ImportValidateResponse } from '../../../../common/imports'
import { commitImport } from '../api/commit-import'
import { OrderToast } from '../components/order-toast'
import { commitErrorText, committedOrderId } from '../logic/errors'
import { importDone, NOT_READY } from '../logic/messages'
import { canImport } from '../logic/summary'

export const IMPORT_TOAST_MS = 6000

export const estimatePath = (orderId: number) => `/user/pesanan/estimasi/${orderId}`

export function useImportCommit() {
  const navigate = useNavigate()
  const [committing, setCommitting] = useState(false)

  function toast(message: string, color: string, orderId: number | null) {
    const open = orderId === null ? undefined : () => navigate(estimatePath(orderId))
    notifications.show({ message: <OrderToast message={message} onOpen={open} />, color, autoClose: IMPORT_TOAST_MS })
  }

  async function commit(result: ImportValidateResponse | null, note: string): Promise<void> {
    if (!result?.validation_token || !canImport(result)) {
      notifications.show({ message: NOT_READY, color: 'yellow', autoClose: IMPORT_TOAST_MS })
      return
    }
    setCommitting(true)
    try {
      const answer = await commitImport(result.validation_token, note.trim())
      toast(importDone(answer.no_transaksi), 'green', answer.order_id)
      navigate(estimatePath(answer.order_id))
    } catch (error) {
      toast(commitErrorText(error), 'red', committedOrderId(error))
    } finally {
      setCommitting(false)
    }
  }

  return { commit, committing }
}
