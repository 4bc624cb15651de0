// What people are told when an order moves, and where (in the portal always; by push and e-mail
// as each person chooses). No zod here: the screens read these without the schemas.

/** What happens to an order that someone is told of, each to one side or both. */
export const ORDER_NOTIFICATION_EVENTS = [
  'konfirmasi',
  'diproses',
  'eta',
  'batal',
  'estimasi_baru',
  'dipesan',
  'harga',
  'sisa_tersedia',
  'sisa_batal',
  'barang_dikirim',
  'selisih',
  'selisih_selesai',
] as const
export type OrderNotificationEvent = (typeof ORDER_NOTIFICATION_EVENTS)[number]

/** What happens to a 'Tanya Part' request: a new one for the branch, an answer for the store. */
export const REQUEST_NOTIFICATION_EVENTS = ['tanya_baru', 'tanya_dijawab'] as const
export type RequestNotificationEvent = (typeof REQUEST_NOTIFICATION_EVENTS)[number]

/** The happenings someone is told of. */
export const NOTIFICATION_EVENTS = [...ORDER_NOTIFICATION_EVENTS, ...REQUEST_NOTIFICATION_EVENTS] as const
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number]

/** The channels beside the portal's own list, which is always on. */
export const NOTIFICATION_CHANNELS = ['push', 'email'] as const
export type NotificationChannel = (typeof NOTIFICATION_CHANNELS)[number]

export type NotifiedSide = 'user' | 'seller'

/** Who hears of what: buyers of the order's store, staff of its branch. */
export const EVENTS_OF_SIDE: Record<NotifiedSide, readonly NotificationEvent[]> = {
  user: [
    'konfirmasi',
    'harga',
    'diproses',
    'barang_dikirim',
    'selisih_selesai',
    'eta',
    'sisa_tersedia',
    'sisa_batal',
    'batal',
    'tanya_dijawab',
  ],
  seller: ['estimasi_baru', 'dipesan', 'selisih', 'batal', 'tanya_baru'],
}

export const NOTIFICATION_EVENT_LABEL: Record<NotificationEvent, string> = {
  konfirmasi: 'Estimasi dikonfirmasi cabang',
  diproses: 'Pesanan diproses (diexport ke dealer)',
  eta: 'Perkiraan tiba part Indent berubah',
  batal: 'Pesanan dibatalkan',
  estimasi_baru: 'Estimasi baru dari toko',
  dipesan: 'Pesanan dilanjutkan pembeli (Dipesan)',
  harga: 'Harga penawaran diperbarui cabang',
  sisa_tersedia: 'Part sisa pesanan tersedia di cabang',
  sisa_batal: 'Sisa pesanan dibatalkan cabang',
  barang_dikirim: 'Barang dikirim cabang',
  selisih: 'Selisih penerimaan dari toko',
  selisih_selesai: 'Selisih penerimaan diselesaikan cabang',
  tanya_baru: 'Tanya Part baru dari toko',
  tanya_dijawab: 'Tanya Part dijawab cabang',
}

export interface ChannelChoice {
  push: boolean
  email: boolean
}

/**
 * Until a person chooses: a buyer hears of everything by push and of a confirmation (the one that
 * waits for him) by e-mail too; staff, at their desks with the portal open, hear of new estimates
 * and placed orders by push and of nothing by e-mail.
 */
export const DEFAULT_CHOICE: Record<NotifiedSide, Partial<Record<NotificationEvent, ChannelChoice>>> = {
  user: {
    konfirmasi: { push: true, email: true },
    // a renewed quote is what he waited for after an expired one
    harga: { push: true, email: true },
    diproses: { push: true, email: false },
    // the parts are on their way: the workshop plans its day by it
    barang_dikirim: { push: true, email: false },
    selisih_selesai: { push: true, email: false },
    eta: { push: true, email: false },
    // the part he waited for: what he would phone the branch about
    sisa_tersedia: { push: true, email: true },
    sisa_batal: { push: true, email: false },
    batal: { push: true, email: false },
    // the part numbers he asked for: what he waits for with a car on the lift
    tanya_dijawab: { push: true, email: true },
  },
  seller: {
    estimasi_baru: { push: true, email: false },
    dipesan: { push: true, email: false },
    // parts missing or damaged at the workshop: the branch acts on it the same day
    selisih: { push: true, email: true },
    batal: { push: false, email: false },
    tanya_baru: { push: true, email: false },
  },
}

/** The list shows the latest 50; the bell counts up to 99 and then says 99+. */
export const NOTIFICATION_LIST_LIMIT = 50
export const UNREAD_BADGE_MAX = 99

export function unreadBadge(count: number): string | null {
  if (count <= 0) return null
  return count > UNREAD_BADGE_MAX ? `${UNREAD_BADGE_MAX}+` : String(count)
}

export const NOTIFICATION_TEXT = {
  title: 'Notifikasi',
  empty: 'Belum ada notifikasi.',
  markAllRead: 'Tandai semua dibaca',
  failed: 'Gagal memuat notifikasi',
  testTitle: 'Notifikasi uji',
  testBody: 'Notifikasi dari DIPO Parts sampai di perangkat ini.',
  testSent: 'Notifikasi uji dikirim',
  saved: 'Pilihan notifikasi disimpan',
} as const

/**
 * What became of one channel of the test message: out now, waiting in the outbox to be tried
 * again (the server could not be reached, asked to try later, or this instance sends nothing), or
 * refused (the server said no, or its certificate is not trusted) and not tried again.
 */
export const TEST_RESULTS = ['sent', 'queued', 'refused'] as const
export type TestResult = (typeof TEST_RESULTS)[number]

export const TEST_RESULT_TEXT: Record<TestResult, string> = {
  sent: 'terkirim',
  queued: 'menunggu di antrean, dicoba lagi otomatis',
  refused: 'ditolak',
}

/** Head office's 'Notifikasi' screen: how the outbox fares, per channel. */
export const OUTBOX_TEXT = {
  title: 'Kesehatan Notifikasi',
  intro: 'Pesan push dan e-mail yang menunggu atau gagal terkirim, per saluran.',
  channel: { push: 'Push', email: 'E-mail' } satisfies Record<NotificationChannel, string>,
  inactive: 'Tidak aktif di server ini',
  waiting: 'Menunggu',
  oldest: 'Terlama menunggu',
  failed: 'Gagal (7 hari)',
  lastError: 'Kesalahan terakhir',
  noError: 'Tidak ada kesalahan.',
  failedLoad: 'Gagal memuat kesehatan notifikasi',
  refresh: 'Muat ulang',
} as const

/** How many days of given-up messages the head office's screen counts. */
export const OUTBOX_FAILED_DAYS = 7
