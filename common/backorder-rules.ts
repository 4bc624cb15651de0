// Back-orders ('Sisa Pesanan', docs/product.md §13.1): what an exported order did not supply,
// followed until it is supplied or given up. No zod here: the screens read these without the schemas.

export const BACKORDER_STATES = ['menunggu', 'stok_tersedia', 'dipesan_ulang', 'dibatalkan'] as const
export type BackorderState = (typeof BACKORDER_STATES)[number]

export const BACKORDER_STATE_LABEL: Record<BackorderState, string> = {
  menunggu: 'Menunggu',
  stok_tersedia: 'Stok Tersedia',
  dipesan_ulang: 'Dipesan Ulang',
  dibatalkan: 'Dibatalkan',
}

/** The states a line can still move from: the lists' default view. */
export const OPEN_BACKORDER_STATES: readonly BackorderState[] = ['menunggu', 'stok_tersedia']

/** A list's state filter: one state, the open ones (default), or every state. */
export const BACKORDER_STATE_FILTERS = ['terbuka', ...BACKORDER_STATES, 'semua'] as const
export type BackorderStateFilter = (typeof BACKORDER_STATE_FILTERS)[number]

/** The ready statuses whose unsupplied quantity becomes a back-order, and how a line names them. */
export const BACKORDER_READY_LABEL = {
  kosong: 'Kosong',
  indent: 'Indent',
  inactive: 'Inactive',
  sebagian: 'Sebagian',
} as const
export type BackorderReadyCode = keyof typeof BACKORDER_READY_LABEL

/** Lines per page of the lists, and per action (one tap on a page's chosen lines). */
export const BACKORDER_LIST_LIMIT = 100
export const BACKORDER_ACTION_MAX = 100

/** A line open longer than the branch's number of days is flagged (head office sets it per branch). */
export const BACKORDER_FLAG_DAYS_DEFAULT = 30
export const BACKORDER_FLAG_DAYS_MAX = 365

export const BACKORDER_TEXT = {
  title: 'Sisa Pesanan',
  empty: 'Tidak ada sisa pesanan.',
  failed: 'Gagal memuat sisa pesanan',
  pesan: 'Pesan Sisa',
  batal: 'Batalkan Sisa',
  flagged: 'Lama',
  reasonLabel: 'Alasan pembatalan',
  reasonRequired: 'Alasan pembatalan wajib diisi',
  pesanDone: (no: string) => `Estimasi ${no} dibuat dari sisa pesanan`,
  batalDone: (n: number) => `${n} sisa pesanan dibatalkan`,
  /** the line's age in Jakarta days */
  age: (days: number) => (days <= 0 ? 'Hari ini' : `${days} hari`),
  /** Stok Tersedia: what the branch's stock showed */
  stock: (qty: number) => `Stok cabang: ${qty}`,
  /** an estimate made of back-orders names the orders they came from */
  origins: 'Dari sisa pesanan:',
  /** the navbar's count, as a screen reader says it after the entry's name */
  navCount: (open: number, available: number) =>
    available > 0 ? `${open} sisa pesanan terbuka, ${available} stok tersedia` : `${open} sisa pesanan terbuka`,
} as const

/** The state filter's choices: the open ones (default), each state, or every state. */
export const BACKORDER_STATE_FILTER_LABEL: Record<BackorderStateFilter, string> = {
  terbuka: 'Terbuka',
  ...BACKORDER_STATE_LABEL,
  semua: 'Semua',
}

/** What the origin order's timeline says of a back-order move, from what the move recorded. */
export function backorderEventNote(action: string, detail: unknown): string | null {
  if (!detail || typeof detail !== 'object') return null
  const d = detail as {
    lines?: Array<{ part_no: string; qty: number; available?: number | null }>
    reorder?: string
    reason?: string | null
  }
  // other actions' details name their lines otherwise (an estimate's 'lines' is a count)
  const lines = Array.isArray(d.lines) ? d.lines : []
  const parts = lines.map((l) => `${l.part_no} × ${l.qty}`).join(', ')
  if (action === 'sisa-tersedia') {
    return lines.map((l) => `${l.part_no}: stok cabang ${l.available ?? '-'} (sisa ${l.qty})`).join('; ') || null
  }
  if (action === 'pesan-sisa') return d.reorder ? `${parts} dipesan ulang di ${d.reorder}` : parts || null
  if (action === 'batal-sisa') return d.reason ? `${parts}. Alasan: ${d.reason}` : parts || null
  return null
}
