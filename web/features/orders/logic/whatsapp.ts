// An order as a WhatsApp message: a plain summary anyone can read in a chat, and the wa.me links
// that open it (to pick a chat, or straight to the buyer's number).
import { formatEta } from '#common/eta.ts'
import { formatRupiah } from '#common/format.ts'
import type { OrderTotals } from '#common/order-totals.ts'
import type { OrderDetail } from '#common/orders.ts'
import { paths } from '#web/lib/paths.ts'
import type { DetailLine } from './lines'

/** The quantity a line stands at: ordered, else confirmed, else asked for. */
const lineQty = (l: DetailLine) => l.ordered ?? l.confirmed ?? l.item.qty_estimasi

function lineText(l: DetailLine): string {
  const facts = [l.statusName, l.eta ? `perkiraan tiba: ${formatEta(l.eta)}` : null].filter(Boolean)
  return `- ${l.item.nomor_part} × ${lineQty(l)}${facts.length > 0 ? ` (${facts.join(', ')})` : ''}`
}

/**
 * The message: No. Transaksi, status, the store, each line (part × quantity, its ready status and
 * arrival date where known), the Total with PPN as the order's totals count it (docs/product.md
 * §10.11) and the link. The link opens the order in the reader's own area, whichever side sent it.
 */
export function orderShareText(order: OrderDetail, lines: readonly DetailLine[], totals: OrderTotals, origin: string): string {
  return [
    `Pesanan DIPO Parts`,
    `No. Transaksi: ${order.nomor_invoice}`,
    `Status: ${order.status_pesanan}`,
    `Toko: ${order.toko_pembuat_pesanan}`,
    ...lines.map(lineText),
    `Total (termasuk PPN): ${formatRupiah(totals.total)}`,
    `${origin}${paths.orderDetail('user', order.bucket, order.id)}`,
  ].join('\n')
}

/** wa.me wants the number with its country code and nothing else: 0812… becomes 62812…. */
export function waNumber(mobile: string): string | null {
  const digits = mobile.replace(/\D/g, '')
  const national = digits.startsWith('62') ? digits.slice(2) : digits.startsWith('0') ? digits.slice(1) : digits
  return /^8\d{8,12}$/.test(national) ? `62${national}` : null
}

export const waShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`
export const waChatUrl = (number: string, text: string) => `https://wa.me/${number}?text=${encodeURIComponent(text)}`
