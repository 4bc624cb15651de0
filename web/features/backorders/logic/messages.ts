// The back-order screens' own words; the states, the actions and their outcomes are
// common/backorder-rules.ts's, shared with the server.
import { ApiError } from '#web/api/client.ts'
import { callFailure } from '#web/lib/call-failure.ts'

export const BACKORDER_UI = {
  intro: {
    user: 'Part pesanan yang belum terpenuhi saat pesanan diproses. Pesan ulang saat stok tersedia, atau batalkan.',
    seller: 'Part pesanan toko yang belum terpenuhi saat pesanan diproses. Stok Tersedia tampil paling atas.',
  },
  listLabel: 'Daftar sisa pesanan',
  state: 'Status',
  part: 'Part number',
  partPlaceholder: 'mis. 1230A046',
  store: 'Toko',
  storePlaceholder: 'Nama atau kode toko',
  lamaOnly: 'Hanya yang lama',
  reset: 'Reset Filter',
  fold: { show: 'Tampilkan filter', hide: 'Sembunyikan filter', active: (n: number) => `${n} aktif` },
  columns: {
    part: 'Part',
    qty: 'Qty',
    ready: 'Status Part',
    state: 'Status',
    age: 'Umur',
    origin: 'Pesanan Asal',
    store: 'Toko',
  },
  qty: (n: number) => `Qty ${n}`,
  from: 'Dari',
  reorder: 'Dipesan ulang:',
  reason: 'Alasan:',
  choose: (partNo: string) => `Pilih ${partNo}`,
  chooseAll: 'Pilih semua yang terbuka',
  chosen: (n: number) => `${n} dipilih`,
  actionsLabel: 'Aksi sisa pesanan terpilih',
  chooseHint: 'Centang sisa pesanan yang terbuka untuk dipesan ulang atau dibatalkan.',
  chooseHintStaff: 'Centang sisa pesanan yang terbuka untuk dibatalkan.',
  confirmTitle: 'Batalkan sisa pesanan?',
  confirmText: (n: number) => `${n} sisa pesanan akan dibatalkan dan tidak bisa dipesan ulang.`,
  confirmTold: 'Pembeli diberi tahu beserta alasannya.',
  reasonOptional: 'Boleh dikosongkan',
  back: 'Kembali',
  panelLabel: 'Sisa pesanan dari pesanan ini',
  openList: 'Lihat semua sisa pesanan',
} as const

/** What a failed move says: the server's own sentence, else 'Gagal (status)' or the network's. */
export const failureText = (error: unknown) => callFailure(error).message

/** Someone moved a chosen line a moment ago: the list is no longer what the screen shows. */
export const isConflict = (error: unknown) => error instanceof ApiError && error.status === 409

/** The moves' toasts stay as long as the order page's (product.md §9): 'Pesan Sisa' leaves for the new estimate under it. */
export const TOAST_MS = 3500
