import { STATUS_INFO, type OrderStatusCode } from '../../common/order-status'
import type { AllowedUpdates } from '../../common/orders'
import type { Role } from '../../common/roles'
import { AppError } from '../http/app-error'

// The order status machine (SPEC §4, DESIGN §4): every allowed (status, role, action) and where
// it leads. Anything not listed here is refused with 409 and a message that says why.
export type OrderActionName = 'kirim-konfirmasi' | 'lanjut-pesan' | 'batal' | 'export'

interface Transition {
  from: OrderStatusCode
  role: Role
  action: OrderActionName
  to: OrderStatusCode
}

export const TRANSITIONS: readonly Transition[] = [
  { from: 1, role: 'seller', action: 'kirim-konfirmasi', to: 2 },
  { from: 2, role: 'user', action: 'lanjut-pesan', to: 3 },
  { from: 2, role: 'user', action: 'batal', to: 5 },
  { from: 3, role: 'seller', action: 'export', to: 4 },
  // at Diproses an export only downloads the file again
  { from: 4, role: 'seller', action: 'export', to: 4 },
]

const ACTION_TEXT: Record<OrderActionName, string> = {
  'kirim-konfirmasi': 'dikirim konfirmasinya',
  'lanjut-pesan': 'dilanjutkan ke pemesanan',
  batal: 'dibatalkan',
  export: 'diexport',
}

const ROLE_OF_ACTION: Record<OrderActionName, Role> = {
  'kirim-konfirmasi': 'seller',
  'lanjut-pesan': 'user',
  batal: 'user',
  export: 'seller',
}

export function findTransition(from: number, role: Role, action: OrderActionName): Transition | undefined {
  return TRANSITIONS.find((t) => t.from === from && t.role === role && t.action === action)
}

/** The transition, or a 409 that says in Indonesian why this order cannot take this step now. */
export function requireTransition(from: number, role: Role, action: OrderActionName): Transition {
  const transition = findTransition(from, role, action)
  if (transition) return transition
  const label = STATUS_INFO[from as OrderStatusCode]?.label ?? String(from)
  const who = ROLE_OF_ACTION[action] === 'seller' ? 'staff' : 'pembeli'
  const detail =
    ROLE_OF_ACTION[action] !== role
      ? `Pesanan hanya dapat ${ACTION_TEXT[action]} oleh ${who}.`
      : `Pesanan berstatus ${label} tidak dapat ${ACTION_TEXT[action]}.`
  throw new AppError(409, 'INVALID_STATUS_TRANSITION', detail, { status_code: from })
}

/** What the viewer may change now; the screen reads these flags from the server. */
export function allowedUpdates(status: number, role: Role): AllowedUpdates {
  const sellerAtEstimate = role === 'seller' && status === 1
  return {
    can_update_qty_confirmed: sellerAtEstimate,
    can_update_qty_ordered: role === 'user' && status === 2,
    can_update_notes_seller_now: sellerAtEstimate,
    can_update_status: sellerAtEstimate,
  }
}
