// Receipt ('Terima Barang') and discrepancies ('Selisih', docs/product.md §13.3): what the workshop
// says arrived of a delivery, and what staff do about what did not. No zod here.

export const DISCREPANCY_KINDS = ['kurang', 'rusak', 'salah_part'] as const
export type DiscrepancyKind = (typeof DISCREPANCY_KINDS)[number]

export const DISCREPANCY_KIND_LABEL: Record<DiscrepancyKind, string> = {
  kurang: 'Kurang',
  rusak: 'Rusak',
  salah_part: 'Salah part',
}

export const RESOLUTIONS = ['kirim_ulang', 'retur', 'ditolak'] as const
export type Resolution = (typeof RESOLUTIONS)[number]

export const RESOLUTION_LABEL: Record<Resolution, string> = {
  kirim_ulang: 'Kirim ulang',
  retur: 'Retur',
  ditolak: 'Ditolak',
}

export const DISCREPANCY_STATES = ['terbuka', 'selesai'] as const
export type DiscrepancyState = (typeof DISCREPANCY_STATES)[number]
export const DISCREPANCY_STATE_LABEL: Record<DiscrepancyState, string> = { terbuka: 'Terbuka', selesai: 'Selesai' }
export const DISCREPANCY_FILTERS = ['terbuka', 'selesai', 'semua'] as const

/** Who confirmed a delivery: its buyer, staff on his behalf, or the portal after the branch's days. */
export const RECEIVED_ROLE_LABEL = { user: 'Pembeli', seller: 'Staff atas nama pembeli', sistem: 'Otomatis (sistem)' } as const
export type ReceivedRole = keyof typeof RECEIVED_ROLE_LABEL

/** The multipart field a discrepancy's photo travels in (one photo per upload). */
export const RECEIPT_PHOTO_FIELD = 'file'

export const DISCREPANCY_NOTE_MAX = 200
export const PHOTOS_PER_DISCREPANCY = 3
/** Pictures one delivery may hold (uploaded, named or not): three per line of the largest delivery is far below. */
export const PHOTOS_PER_DELIVERY = 30
export const DISCREPANCY_LIST_LIMIT = 100
export const AUTO_RECEIPT_DAYS_DEFAULT = 3
export const AUTO_RECEIPT_DAYS_MAX = 30

export const RECEIPT_TEXT = {
  title: 'Terima Barang',
  confirm: 'Konfirmasi Terima',
  received: 'Diterima',
  qtyReceived: 'Jumlah diterima',
  discrepancy: 'Selisih',
  kind: 'Jenis selisih',
  note: 'Keterangan',
  photos: 'Foto (maks 3)',
  listTitle: 'Selisih',
  empty: 'Tidak ada selisih.',
  close: 'Tutup Selisih',
  resolution: 'Penyelesaian',
  resolutionNote: 'Catatan penyelesaian',
  alreadyReceived: 'Pengiriman ini sudah dikonfirmasi diterima',
  linesMismatch: 'Isi jumlah diterima untuk setiap part di Surat Jalan',
  overReceived: 'Jumlah diterima tidak boleh melebihi jumlah dikirim',
  shortNeedsKind: 'Jumlah diterima kurang dari dikirim: pilih jenis selisih',
  noteRequired: 'Keterangan selisih wajib diisi',
  photoUnknown: 'Foto tidak ditemukan. Unggah ulang fotonya.',
  photosFull: `Maksimal ${PHOTOS_PER_DELIVERY} foto untuk satu pengiriman`,
  photoSize: 'Ukuran foto maksimal 2 MB',
  closedAlready: 'Selisih ini sudah ditutup. Muat ulang daftar.',
  resolutionNoteRequired: 'Catatan penyelesaian wajib diisi',
  done: (no: string) => `Penerimaan ${no} dikonfirmasi`,
  closedDone: 'Selisih ditutup',
} as const

/** What the order's timeline says of a receipt or a closed discrepancy, from what it recorded. */
export function receiptEventNote(action: string, detail: unknown): string | null {
  if (!detail || typeof detail !== 'object') return null
  const d = detail as {
    number?: string
    role?: ReceivedRole
    discrepancies?: Array<{ part_no: string; kind: DiscrepancyKind }>
    part_no?: string
    resolution?: Resolution
    note?: string
  }
  if (action === 'terima-barang') {
    const found = (d.discrepancies ?? []).map((x) => `${x.part_no} ${DISCREPANCY_KIND_LABEL[x.kind]?.toLowerCase() ?? x.kind}`)
    const who = d.role ? RECEIVED_ROLE_LABEL[d.role] : ''
    return [d.number, who, found.length > 0 ? `Selisih: ${found.join(', ')}` : 'Lengkap'].filter(Boolean).join(' · ')
  }
  if (action === 'tutup-selisih') {
    const how = d.resolution ? RESOLUTION_LABEL[d.resolution] : ''
    return [d.part_no, how, d.note].filter(Boolean).join(' · ') || null
  }
  return null
}
