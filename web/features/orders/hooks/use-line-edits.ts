// Changes staff make to one line that keep the order's status: a later arrival date, or the
// current part of a replaced number. Each reloads the order (and every other screen hears it).
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import type { OrderDetail } from '#common/orders.ts'
import { ORDERS_QUERY_ROOT } from '#web/lib/live/order-events.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useGantiPart } from '../api/ganti-part'
import { useUbahEta } from '../api/ubah-eta'
import { errorDetail, TOAST_MS } from '../logic/detail-messages'

const toast = (message: string, color: string) => notifications.show({ message, color, autoClose: TOAST_MS })

export interface LineEdits {
  /** resolves true when the date was saved */
  moveEta(lineId: number, partNo: string, eta: string): Promise<boolean>
  switchPart(lineId: number, from: string, to: string): void
  /** the line whose change is on its way */
  busyLine: number | null
}

export function useLineEdits(order: OrderDetail): LineEdits {
  const queryClient = useQueryClient()
  const reload = () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_ROOT })
  const ubah = useUbahEta(reload)
  const ganti = useGantiPart(reload)
  // a double press of 'Simpan' or 'Ganti ke …' sends one change (the second would find it done)
  const guard = useSingleFlight()
  const pendingEta = ubah.isPending ? ubah.variables?.body.etas[0]?.order_detail_id : undefined
  const pendingPart = ganti.isPending ? ganti.variables?.body.order_detail_id : undefined
  return {
    busyLine: pendingEta ?? pendingPart ?? null,
    async moveEta(lineId, partNo, eta) {
      const saved = await guard.run(async () => {
        try {
          await ubah.mutateAsync({ id: order.id, body: { etas: [{ order_detail_id: lineId, eta }] } })
          toast(`Perkiraan tiba ${partNo} diubah`, 'green')
          return true
        } catch (error) {
          toast(`Gagal mengubah perkiraan tiba: ${errorDetail(error)}`, 'red')
          return false
        }
      })
      return saved === true
    },
    switchPart(lineId, from, to) {
      void guard.run(async () => {
        try {
          await ganti.mutateAsync({ id: order.id, body: { order_detail_id: lineId } })
          toast(`${from} diganti ${to} di pesanan ini`, 'green')
        } catch (error) {
          toast(`Gagal mengganti part: ${errorDetail(error)}`, 'red')
        }
      })
    },
  }
}
