// The moves of chosen lines (product.md §13.1): the buyer's 'Pesan Sisa' goes on to the new
// estimate, 'Batalkan Sisa' stays on the list. One request per press, however fast the presses
// come; the outcome is a toast, and the lists and counts ask again. A line someone moved a moment
// ago refuses the whole move (409): the list reloads to show what it is now.
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { BACKORDER_TEXT } from '#common/backorder-rules.ts'
import type { BackorderLine } from '#common/backorders.ts'
import { ORDERS_QUERY_ROOT } from '#web/lib/live/order-events.ts'
import { paths } from '#web/lib/paths.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useBatalSisa } from '../api/batal-sisa'
import { backorderKeys } from '../api/keys'
import { usePesanSisa } from '../api/pesan-sisa'
import { idsOf } from '../logic/lines'
import { failureText, isConflict, TOAST_MS } from '../logic/messages'

const toast = (message: string, color: string) => notifications.show({ message, color, autoClose: TOAST_MS })

export interface BackorderActions {
  pesan: (lines: readonly BackorderLine[]) => void
  /** true once the dialog's work is over: the lines given up, or moved by someone else meanwhile */
  batal: (lines: readonly BackorderLine[], reason: string) => Promise<boolean>
  busy: 'pesan' | 'batal' | null
}

/** `onMoved`: after any answer that changed or refused lines (the screen forgets its ticks). */
export function useBackorderActions(onMoved: () => void): BackorderActions {
  const client = useQueryClient()
  const navigate = useNavigate()
  const guard = useSingleFlight()
  const pesanSisa = usePesanSisa()
  const batalSisa = useBatalSisa()

  const reload = () => void client.invalidateQueries({ queryKey: backorderKeys.all })
  function failed(error: unknown) {
    toast(failureText(error), 'red')
    if (isConflict(error)) {
      onMoved()
      reload()
    }
  }

  return {
    pesan: (lines) =>
      void guard.run(async () => {
        try {
          const answer = await pesanSisa.mutateAsync(idsOf(lines))
          toast(BACKORDER_TEXT.pesanDone(answer.order.no_transaksi), 'green')
          onMoved()
          reload()
          // the new estimate joins the order lists
          void client.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT })
          navigate(paths.orderDetail('user', answer.order.bucket, answer.order.id))
        } catch (error) {
          failed(error)
        }
      }),
    batal: async (lines, reason) => {
      const done = await guard.run(async () => {
        try {
          const trimmed = reason.trim()
          const answer = await batalSisa.mutateAsync({ ids: idsOf(lines), ...(trimmed ? { reason: trimmed } : {}) })
          toast(BACKORDER_TEXT.batalDone(answer.cancelled), 'green')
          onMoved()
          reload()
          return true
        } catch (error) {
          failed(error)
          return isConflict(error)
        }
      })
      return done ?? false
    },
    busy: pesanSisa.isPending ? 'pesan' : batalSisa.isPending ? 'batal' : null,
  }
}
