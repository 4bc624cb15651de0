// The navbar's count of open lines (Menunggu and Stok Tersedia), for the buyer's or the staff's
// 'Sisa Pesanan' entry: nothing when none is open or the count cannot be read.
import { BACKORDER_TEXT } from '#common/backorder-rules.ts'
import { useBackorderCounts } from '../api/get-counts'
import type { BackorderSide } from '../api/keys'
import { navCount } from '../logic/nav-count'
import { useBackordersFollowOrders } from './use-follow-orders'

export interface BackorderBadge {
  text: string
  label: string
  /** a part waiting for the buyer has arrived: the count stands out */
  color: string
}

export function useBackorderBadge(side: BackorderSide): BackorderBadge | null {
  useBackordersFollowOrders()
  const counts = useBackorderCounts(side)
  if (counts.isError || !counts.data) return null
  const count = navCount(counts.data)
  if (count === null) return null
  return {
    text: count.text,
    label: BACKORDER_TEXT.navCount(count.open, count.available),
    color: count.available > 0 ? 'teal' : 'gray',
  }
}
