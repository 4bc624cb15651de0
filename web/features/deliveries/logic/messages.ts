// The delivery screens' own words; the labels, limits and the server's sentences are
// common/delivery-rules.ts's.
import { formatDate, formatNumber } from '#common/format.ts'
import { jakartaNoon } from '#common/jakarta-time.ts'
import { callFailure } from '#web/lib/call-failure.ts'

export const DELIVERY_UI = {
  part: 'Part',
  partNo: 'Part number',
  partName: 'Nama part',
  no: 'No',
  linesLabel: 'Pengiriman per part',
  listLabel: 'Daftar pengiriman',
  pieces: (n: number) => `${formatNumber(n)} pcs`,
  open: (n: number) => `Belum dikirim: ${formatNumber(n)}`,
  save: 'Simpan',
  cancel: 'Batal',
  qtyOf: (partNo: string) => `Jumlah ${partNo}`,
  order: 'Pesanan',
  store: 'Toko',
  recordedBy: 'Dicatat oleh',
  backToOrder: 'Kembali ke pesanan',
  print: 'Cetak',
  nameAndDate: 'Nama & tanggal',
  refused: 'Pengiriman tidak dicatat',
} as const

/** '05 Agu 2026': a day as every other date of the app reads, day first. */
export const dayText = (day: string) => formatDate(jakartaNoon(day))

/** 'Dikirim · BUDI · B 1234 XYZ · resi JNE123': the way, as much of it as there is. */
export function wayText(d: { method_label: string; courier: string | null; plate: string | null; tracking: string | null }) {
  return [d.method_label, d.courier, d.plate, d.tracking ? `resi ${d.tracking}` : null].filter(Boolean).join(' · ')
}

/** What a refused delivery says: the server's own sentence, else 'Gagal (status)' or the network's. */
export const failureText = (error: unknown) => callFailure(error).message
