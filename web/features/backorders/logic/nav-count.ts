// What the navbar's 'Sisa Pesanan' shows of the counts: the open lines ('99+' above 99), and how
// many of them have stock; nothing when none is open.
import type { BackorderCounts } from '#common/backorders.ts'

const SHOWN_MAX = 99

export function navCount(counts: BackorderCounts): { text: string; open: number; available: number } | null {
  const open = counts.menunggu + counts.stok_tersedia
  if (open <= 0) return null
  return { text: open > SHOWN_MAX ? `${SHOWN_MAX}+` : String(open), open, available: counts.stok_tersedia }
}
