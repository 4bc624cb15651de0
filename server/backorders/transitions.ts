import type { BackorderState } from '#common/backorder-rules.ts'
import { AppError } from '../http/app-error'
import type { OrderAction } from '../order-events'

// Every move of a back-order line, in one table like the order's status table
// (server/orders/status.ts): which states it leaves, the state it reaches, who may make it, and
// the origin order's timeline action that records it.

export type BackorderMove = 'tersedia' | 'pesan' | 'batal'
export type BackorderActor = 'user' | 'seller' | 'sistem'

interface Transition {
  from: readonly BackorderState[]
  to: BackorderState
  by: readonly BackorderActor[]
  action: OrderAction
}

export const BACKORDER_TRANSITIONS: Record<BackorderMove, Transition> = {
  // a stock load shows the part in the branch
  tersedia: { from: ['menunggu'], to: 'stok_tersedia', by: ['sistem'], action: 'sisa-tersedia' },
  // the buyer makes a new estimate of it
  pesan: { from: ['menunggu', 'stok_tersedia'], to: 'dipesan_ulang', by: ['user'], action: 'pesan-sisa' },
  // the buyer gives it up, or staff do with a reason
  batal: { from: ['menunggu', 'stok_tersedia'], to: 'dibatalkan', by: ['user', 'seller'], action: 'batal-sisa' },
}

export function canMove(move: BackorderMove, state: BackorderState, actor: BackorderActor): boolean {
  const t = BACKORDER_TRANSITIONS[move]
  return t.by.includes(actor) && t.from.includes(state)
}

/** The lines a move cannot take (already ordered again or given up, perhaps by someone else a moment ago): 409. */
export function requireMovable(
  move: BackorderMove,
  actor: BackorderActor,
  lines: ReadonlyArray<{ part_no: string; state: BackorderState }>,
): void {
  const stuck = lines.filter((l) => !canMove(move, l.state, actor))
  if (stuck.length === 0) return
  throw new AppError(
    409,
    'BACKORDER_STATE_CONFLICT',
    `Sisa pesanan ${stuck.map((l) => l.part_no).join(', ')} sudah dipesan ulang atau dibatalkan. Muat ulang daftar.`,
  )
}
