import { ORDER_STATUS, type OrderStatusCode, STATUS_INFO } from '#common/order-status.ts'
import type { AllowedUpdates } from '#common/orders.ts'
import type { Role } from '#common/roles.ts'
import { AppError } from '../http/app-error'

// The order status machine (product.md §4.2, §10.3): every allowed (status, role, action) and where
// it leads. Anything not listed here is refused with 409 and a message that says why.
export type OrderActionName = 'kirim-konfirmasi' | 'lanjut-pesan' | 'batal' | 'export'

interface Transition {
  from: OrderStatusCode
  role: Role
  action: OrderActionName
  to: OrderStatusCode
}

const { ESTIMASI, KONFIRMASI, DIPESAN, DIPROSES, BATAL } = ORDER_STATUS

export const TRANSITIONS: readonly Transition[] = [
  { from: ESTIMASI, role: 'seller', action: 'kirim-konfirmasi', to: KONFIRMASI },
  { from: KONFIRMASI, role: 'user', action: 'lanjut-pesan', to: DIPESAN },
  { from: KONFIRMASI, role: 'user', action: 'batal', to: BATAL },
  { from: DIPESAN, role: 'seller', action: 'export', to: DIPROSES },
  // at Diproses an export only downloads the file again
  { from: DIPROSES, role: 'seller', action: 'export', to: DIPROSES },
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

// Changes to an order's lines that keep its status: each is an event of the timeline too.
export type OrderEditName = 'ubah-eta' | 'ganti-part' | 'perbarui-harga'

const EDITS: Record<OrderEditName, { role: Role; statuses: readonly OrderStatusCode[]; refused: string }> = {
  // a part still to come can be late whatever the buyer has done since the confirmation
  'ubah-eta': {
    role: 'seller',
    statuses: [KONFIRMASI, DIPESAN, DIPROSES],
    refused: 'Perkiraan tiba hanya dapat diubah setelah konfirmasi, pada pesanan yang belum dibatalkan.',
  },
  // what is delivered is decided while confirming; after that the buyer has seen the lines
  'ganti-part': {
    role: 'seller',
    statuses: [ESTIMASI],
    refused: 'Part hanya dapat diganti selama pesanan berstatus Estimasi.',
  },
  // a quote is renewed while it waits for the buyer (docs/product.md §10.12)
  'perbarui-harga': {
    role: 'seller',
    statuses: [KONFIRMASI],
    refused: 'Harga hanya dapat diperbarui pada pesanan berstatus Konfirmasi.',
  },
}

/** The edit's rule, or a 409 that says why this order cannot take it now. */
export function requireEdit(status: number, role: Role, edit: OrderEditName): void {
  const rule = EDITS[edit]
  if (rule.role !== role) {
    throw new AppError(409, 'INVALID_STATUS_TRANSITION', 'Perubahan ini hanya dapat dilakukan oleh staff.', {
      status_code: status,
    })
  }
  if (!rule.statuses.includes(status as OrderStatusCode)) {
    throw new AppError(409, 'INVALID_STATUS_TRANSITION', rule.refused, { status_code: status })
  }
}

const editAllowed = (status: number, role: Role, edit: OrderEditName) =>
  EDITS[edit].role === role && EDITS[edit].statuses.includes(status as OrderStatusCode)

/** What the viewer may change now; the screen reads these flags from the server. */
export function allowedUpdates(status: number, role: Role): AllowedUpdates {
  const sellerAtEstimate = role === 'seller' && status === ESTIMASI
  return {
    can_update_qty_confirmed: sellerAtEstimate,
    can_update_qty_ordered: role === 'user' && status === KONFIRMASI,
    can_update_notes_seller_now: sellerAtEstimate,
    can_update_status: sellerAtEstimate,
    can_update_eta: editAllowed(status, role, 'ubah-eta'),
    can_switch_part: editAllowed(status, role, 'ganti-part'),
  }
}
