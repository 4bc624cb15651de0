// The buttons' work (SPEC §4, §8 'Orders'): send, show the outcome, reload the order. The reload
// brings the new status, and the page then moves its address to the new list bucket.
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import type { OrderDetail, OscConflict } from '../../../../../common/orders'
import { ApiError } from '../../../../api/client'
import { ORDER_STATUS_EVENT, ORDERS_QUERY_ROOT, type OrderStatusEvent } from '../../../../lib/live/order-events'
import { type ActionAnswer, exportOrderFile, orderActions, saveFile } from '../api/order-actions'
import type { DetailLine } from '../logic/lines'
import * as text from '../logic/messages'
import { buildKirimKonfirmasi, buildLanjutPesan, type Resolve } from '../logic/payload'

export type ActionName = 'kirim' | 'resend' | 'lanjut' | 'batal' | 'export'

const toast = (message: string, color: string) => notifications.show({ message, color, autoClose: text.TOAST_MS })

/** 409 OSC_WARNING with its conflicts, or null for any other failure. */
export function conflictsOf(error: unknown): OscConflict[] | null {
  if (!(error instanceof ApiError) || error.status !== 409 || error.code !== 'OSC_WARNING') return null
  const conflicts = error.body?.conflicts
  return Array.isArray(conflicts) ? (conflicts as OscConflict[]) : null
}

export function useOrderActions(order: OrderDetail, lines: readonly DetailLine[], orderNote: string) {
  const queryClient = useQueryClient()
  const [busy, setBusy] = useState<ActionName | null>(null)
  const [conflicts, setConflicts] = useState<OscConflict[] | null>(null)

  /** Tells the rest of the app (lists, badges) and reloads; the page then follows the new bucket. */
  async function done(answer: ActionAnswer, message: string) {
    toast(message, 'green')
    const detail: OrderStatusEvent = {
      order_id: answer.id,
      status_code: answer.status_code,
      bucket: answer.bucket,
      no_transaksi: order.nomor_invoice,
    }
    window.dispatchEvent(new CustomEvent<OrderStatusEvent>(ORDER_STATUS_EVENT, { detail }))
    await queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT })
  }

  async function run(name: ActionName, work: () => Promise<void>, failure: (error: unknown) => void) {
    setBusy(name)
    try {
      await work()
    } catch (error) {
      failure(error)
    } finally {
      setBusy(null)
    }
  }

  const kirim = () =>
    run(
      'kirim',
      async () =>
        done(await orderActions.kirimKonfirmasi(order.id, buildKirimKonfirmasi(lines, orderNote)), text.CONFIRMATION_SENT),
      (error) => {
        const found = conflictsOf(error)
        if (found) setConflicts(found)
        else toast(text.kirimErrorText(error), 'red')
      },
    )

  const resend = (resolve: Resolve) =>
    run(
      'resend',
      async () => {
        const answer = await orderActions.kirimKonfirmasi(order.id, buildKirimKonfirmasi(lines, orderNote, resolve))
        setConflicts(null)
        await done(answer, text.CONFIRMATION_SENT)
      },
      (error) => toast(text.resendErrorText(error), 'red'),
    )

  const lanjut = () =>
    run(
      'lanjut',
      async () => done(await orderActions.lanjutPesan(order.id, buildLanjutPesan(lines)), text.LANJUT_DONE),
      (error) => toast(text.lanjutErrorText(error), 'red'),
    )

  const batal = () =>
    run(
      'batal',
      async () => done(await orderActions.batal(order.id), text.BATAL_DONE),
      (error) => toast(text.batalErrorText(error), 'red'),
    )

  const exportFile = () =>
    run(
      'export',
      async () => {
        const file = await exportOrderFile(order.id, `${order.nomor_invoice.replace(/[^A-Za-z0-9._-]/g, '_')}.txt`)
        saveFile(file)
        const bucket = order.status_code === 3 ? 'diproses' : order.bucket
        await done({ id: order.id, status_code: 4, bucket }, text.exportDone(file.fileName))
      },
      (error) => {
        if (error instanceof ApiError && error.status === 422) toast(text.EXPORT_EMPTY, 'yellow')
        else if (error instanceof ApiError) toast(text.exportErrorText(error.status, error.detail), 'red')
        else toast(text.exportErrorText(0, text.errorDetail(error)), 'red')
      },
    )

  return { busy, conflicts, closeConflicts: () => setConflicts(null), kirim, resend, lanjut, batal, exportFile }
}

export type OrderActionsApi = ReturnType<typeof useOrderActions>
