// What adding N of a part means for the cart, decided before anything is sent (product.md §5.3, §8.3 texts).
import { QTY_MAX } from '#common/cart-rules.ts'

export type AddDecision =
  | { ok: true; newQty: number; isNew: boolean; message: string; warning: string | null }
  | { ok: false; message: string; full: boolean }

/** Slots left at or under which the buyer is warned the cart is nearly full. */
const NEARLY_FULL_SLOTS = 10

export function decideAdd(state: { currentQty: number; inCart: boolean; count: number; max: number }, qty: number): AddDecision {
  if (qty < 1) return { ok: false, message: 'Qty minimal 1', full: false }
  if (!state.inCart && state.count >= state.max) {
    return {
      ok: false,
      full: true,
      message: `Keranjang sudah penuh (maks ${state.max} item). Bersihkan sebagian item terlebih dahulu`,
    }
  }
  const room = QTY_MAX - state.currentQty
  if (room <= 0) return { ok: false, full: false, message: 'Maksimal 999 per produk sudah tercapai' }
  if (qty > room) return { ok: false, full: false, message: `Maks 999/produk. Masih bisa tambah ${room}` }
  const slotsLeft = state.max - state.count - (state.inCart ? 0 : 1)
  return {
    ok: true,
    newQty: state.currentQty + qty,
    isNew: !state.inCart,
    message: state.inCart ? `${qty} qty ditambahkan` : 'Item berhasil ditambahkan ke keranjang',
    warning: !state.inCart && slotsLeft <= NEARLY_FULL_SLOTS ? `Keranjang hampir penuh. Tersisa ${slotsLeft} slot` : null,
  }
}
