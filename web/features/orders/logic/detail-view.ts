// Which columns and inputs a viewer gets (product.md §2.11, §6): one screen, shaped by role and status.
import { ORDER_STATUS } from '#common/order-status.ts'
import type { OrderDetail } from '#common/orders.ts'

/** Whose view the server answered (role_view): staff or the buyer. */
type DetailRole = OrderDetail['role_view']

export interface DetailView {
  role: DetailRole
  status: number
  /** staff at Estimasi: Qty Konfirmasi, per-part status and notes, order note, live OSC */
  editConfirm: boolean
  /** buyer at Konfirmasi: Qty Dipesan */
  editOrdered: boolean
  /** staff after the confirmation: move an Indent line's arrival date later */
  editEta: boolean
  showOsc: boolean
  showConfirmed: boolean
  showOrdered: boolean
  showStatus: boolean
  showSellerNote: boolean
}

export function detailView(role: DetailRole, status: number): DetailView {
  const seller = role === 'seller'
  const atEstimate = status === ORDER_STATUS.ESTIMASI
  const ordering = status === ORDER_STATUS.KONFIRMASI || status === ORDER_STATUS.DIPESAN || status === ORDER_STATUS.DIPROSES
  return {
    role,
    status,
    editConfirm: seller && atEstimate,
    editOrdered: !seller && status === ORDER_STATUS.KONFIRMASI,
    editEta: seller && ordering,
    showOsc: seller,
    // a buyer at Estimasi sees fewer columns: nothing is answered yet
    showConfirmed: seller || !atEstimate,
    showOrdered: seller ? status === ORDER_STATUS.DIPESAN || status === ORDER_STATUS.DIPROSES : ordering,
    showStatus: seller || !atEstimate,
    showSellerNote: seller || !atEstimate,
  }
}

/** A plain positive number, as the server accepts it; anything else is 'ID tidak valid'. */
export function parseOrderId(raw: string | undefined): number | null {
  if (!raw || !/^[1-9]\d{0,15}$/.test(raw)) return null
  const id = Number(raw)
  return Number.isSafeInteger(id) ? id : null
}
