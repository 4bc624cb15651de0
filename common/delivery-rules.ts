// Deliveries ('Pengiriman', docs/product.md §13.2): what the branch sent of a Diproses order, on
// which Surat Jalan, with whom. No zod here: the screens read these without the schemas.

export const DELIVERY_METHODS = ['dikirim', 'diambil'] as const
export type DeliveryMethod = (typeof DELIVERY_METHODS)[number]

export const DELIVERY_METHOD_LABEL: Record<DeliveryMethod, string> = {
  dikirim: 'Dikirim',
  diambil: 'Diambil di cabang',
}

/** Lines of one delivery at most: an order has at most this many lines (product.md §4.1). */
export const DELIVERY_LINES_MAX = 200
export const COURIER_MAX = 60
export const PLATE_MAX = 12
export const TRACKING_MAX = 40
/** A delivery recorded late still names its own day, up to this many days back. */
export const DELIVERY_BACKDATE_DAYS = 31

/** 'SJ/JKT01/202611/0007': the branch's own sequence, restarting each Jakarta month of the delivery's day. */
export function deliveryNumber(branchCode: string, day: string, seq: number): string {
  return `SJ/${branchCode}/${day.slice(0, 4)}${day.slice(5, 7)}/${String(seq).padStart(4, '0')}`
}

/** A vehicle plate as the police write it: capitals, one space between its groups ('B 1234 XYZ'). */
export function normalisePlate(plate: string): string {
  return plate.trim().toUpperCase().replace(/\s+/g, ' ')
}

export const PLATE_PATTERN = /^[A-Z]{1,2} ?\d{1,4} ?[A-Z]{0,3}$/

export const DELIVERY_TEXT = {
  title: 'Pengiriman',
  record: 'Catat Pengiriman',
  document: 'Surat Jalan',
  number: 'No. Surat Jalan',
  method: 'Cara',
  courier: 'Nama sopir / kurir',
  plate: 'Nomor polisi',
  tracking: 'No. resi (opsional)',
  date: 'Tanggal',
  qty: 'Jumlah',
  ordered: 'Dipesan',
  delivered: 'Dikirim',
  open: 'Belum dikirim',
  sentBy: 'Dikirim oleh',
  receivedBy: 'Diterima oleh',
  none: 'Belum ada pengiriman.',
  failed: 'Gagal memuat pengiriman',
  notFound: 'Pengiriman tidak ditemukan',
  courierRequired: 'Nama sopir atau kurir wajib diisi',
  plateRequired: 'Nomor polisi wajib diisi',
  plateInvalid: 'Nomor polisi tidak valid (contoh: B 1234 XYZ)',
  noLines: 'Isi jumlah minimal satu part',
  duplicateLine: 'Satu part tercatat dua kali',
  notDiproses: 'Pengiriman hanya dapat dicatat untuk pesanan Diproses',
  lineNotInOrder: 'Part tidak ada di pesanan ini',
  dateFuture: 'Tanggal pengiriman tidak boleh setelah hari ini',
  dateTooOld: `Tanggal pengiriman paling lama ${DELIVERY_BACKDATE_DAYS} hari yang lalu`,
  dateBeforeExport: 'Tanggal pengiriman tidak boleh sebelum pesanan diproses',
  /** more than is left to send of a line: someone else may have just recorded it */
  overDelivery: (parts: string) => `Jumlah melebihi yang belum dikirim: ${parts}. Muat ulang pesanan.`,
  recorded: (no: string) => `Pengiriman ${no} dicatat`,
} as const

/** What the order's timeline says of a delivery, from what it recorded. */
export function deliveryEventNote(action: string, detail: unknown): string | null {
  if (action !== 'kirim-barang' || !detail || typeof detail !== 'object') return null
  const d = detail as { number?: string; method?: DeliveryMethod; lines?: Array<{ part_no: string; qty: number }> }
  const parts = (Array.isArray(d.lines) ? d.lines : []).map((l) => `${l.part_no} × ${l.qty}`).join(', ')
  const how = d.method ? DELIVERY_METHOD_LABEL[d.method] : ''
  return [d.number, how, parts].filter(Boolean).join(' · ') || null
}
