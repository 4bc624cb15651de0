// 'Tanya Part' (docs/product.md §14.4): a workshop asks its branch for a part it cannot find, with
// the car's details and photos; staff answer with part numbers. States, labels, limits and texts;
// no zod here.

export const PART_REQUEST_STATES = ['baru', 'dijawab', 'selesai', 'ditutup'] as const
export type PartRequestState = (typeof PART_REQUEST_STATES)[number]

export const PART_REQUEST_STATE_LABEL: Record<PartRequestState, string> = {
  baru: 'Baru',
  dijawab: 'Dijawab',
  selesai: 'Selesai',
  ditutup: 'Ditutup',
}

/** The lists' filter: 'terbuka' is what still needs someone (Baru and Dijawab). */
export const PART_REQUEST_FILTERS = ['terbuka', ...PART_REQUEST_STATES, 'semua'] as const
export type PartRequestFilter = (typeof PART_REQUEST_FILTERS)[number]
export const PART_REQUEST_FILTER_LABEL: Record<PartRequestFilter, string> = {
  terbuka: 'Terbuka',
  ...PART_REQUEST_STATE_LABEL,
  semua: 'Semua',
}

/** A request still moves while Baru or Dijawab; Selesai and Ditutup are its ends. */
export const OPEN_STATES: readonly PartRequestState[] = ['baru', 'dijawab']

/**
 * The models a workshop picks from: Mitsubishi's passenger cars and light trucks, each with the
 * word the catalogue's names carry for it. The form offers those the catalogue names; any other
 * model may be typed.
 */
export const VEHICLE_MODELS: readonly { label: string; word: string }[] = [
  { label: 'Xpander', word: 'xpander' },
  { label: 'Xpander Cross', word: 'xpander' },
  { label: 'Pajero Sport', word: 'pajero' },
  { label: 'Triton', word: 'triton' },
  { label: 'L300', word: 'l300' },
  { label: 'Colt Diesel', word: 'colt' },
  { label: 'Colt FE', word: 'fe' },
  { label: 'Outlander', word: 'outlander' },
  { label: 'Outlander Sport', word: 'outlander' },
  { label: 'Mirage', word: 'mirage' },
  { label: 'Delica', word: 'delica' },
  { label: 'Lancer', word: 'lancer' },
  { label: 'Eclipse Cross', word: 'eclipse' },
  { label: 'Strada', word: 'strada' },
  { label: 'Kuda', word: 'kuda' },
  { label: 'T120SS', word: 't120ss' },
]

/** A chassis number (nomor rangka, VIN): 17 letters and digits, never I, O or Q. */
export const VIN_PATTERN = /^[A-HJ-NPR-Z0-9]{17}$/
export const VEHICLE_MODEL_MAX = 60
export const VEHICLE_YEAR_MIN = 1970
export const NEED_MAX = 300
export const MESSAGE_MAX = 500
export const LINE_NOTE_MAX = 100
export const ANSWER_LINES_MAX = 10
export const PHOTOS_PER_REQUEST = 3
/** Photos a buyer may have uploaded and not yet sent with a request (a form abandoned, say). */
export const LOOSE_PHOTOS_MAX = 12
export const PART_REQUEST_LIST_LIMIT = 20

/** The multipart field a request's photo travels in (one photo per upload). */
export const PART_REQUEST_PHOTO_FIELD = 'file'

export const PART_REQUEST_TEXT = {
  title: 'Tanya Part',
  ask: 'Tidak ketemu? Tanya cabang',
  newTitle: 'Tanya Part ke Cabang',
  send: 'Kirim ke Cabang',
  sent: 'Permintaan terkirim ke cabang.',
  model: 'Model kendaraan',
  year: 'Tahun',
  vin: 'Nomor rangka (opsional)',
  need: 'Part yang dicari',
  needHint: 'Contoh: kampas rem depan, bunyi saat mengerem',
  qty: 'Jumlah',
  photos: 'Foto (maks 3)',
  answer: 'Kirim Jawaban',
  answered: 'Jawaban terkirim ke pembeli.',
  findPart: 'Cari part',
  message: 'Pesan',
  reply: 'Kirim Pesan',
  replied: 'Pesan terkirim.',
  addToCart: 'Tambah ke Keranjang',
  close: 'Tutup Permintaan',
  closed: 'Permintaan ditutup.',
  empty: 'Belum ada permintaan.',
  notFound: 'Permintaan tidak ditemukan',
  modelRequired: 'Model kendaraan wajib diisi',
  modelTooLong: `Model kendaraan maksimal ${VEHICLE_MODEL_MAX} karakter`,
  yearInvalid: 'Tahun tidak valid',
  vinInvalid: 'Nomor rangka harus 17 huruf/angka (tanpa I, O, Q)',
  needRequired: 'Tulis part yang dicari',
  needTooLong: `Maksimal ${NEED_MAX} karakter`,
  messageRequired: 'Tulis pesan',
  messageTooLong: `Pesan maksimal ${MESSAGE_MAX} karakter`,
  noteTooLong: `Catatan maksimal ${LINE_NOTE_MAX} karakter`,
  answerEmpty: 'Tambahkan part atau tulis pesan',
  linesTooMany: `Maksimal ${ANSWER_LINES_MAX} part per jawaban`,
  lineTwice: 'Part yang sama dipilih dua kali',
  partUnknown: (partNo: string) => `Part ${partNo} tidak ada di katalog.`,
  photoSize: 'Ukuran foto maksimal 2 MB',
  photoUnknown: 'Foto tidak ditemukan, unggah ulang',
  photosFull: 'Terlalu banyak foto yang belum terkirim. Kirim atau batalkan permintaan dulu.',
  notOpen: 'Permintaan ini sudah selesai atau ditutup.',
  notAnswered: 'Permintaan ini belum dijawab cabang.',
  stale: 'Permintaan ini baru saja diubah. Muat ulang untuk melihat yang terbaru.',
  added: (n: number) => `${n} part ditambahkan ke keranjang`,
} as const
