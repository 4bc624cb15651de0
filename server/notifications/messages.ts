import { formatNumber } from '#common/format.ts'
import type { NotifiedSide, OrderNotificationEvent } from '#common/notification-rules.ts'
import { type OrderStatusCode, STATUS_INFO } from '#common/order-status.ts'

// The words of each message: what happened, to which order of which store, and where to look. The
// same text goes to the portal's list, the push and the e-mail.

export interface OrderFacts {
  id: number
  no_transaksi: string
  status: number
  store_name: string
  source: string
  lines: number
  /** lines by ready status code (ada, sebagian, indent, kosong) */
  ready: Record<string, number>
}

export interface Message {
  title: string
  body: string
  /** the order in the reader's own area */
  link: string
}

export function orderLink(side: NotifiedSide, order: Pick<OrderFacts, 'id' | 'status'>): string {
  const bucket = STATUS_INFO[order.status as OrderStatusCode]?.bucket ?? 'all'
  return `/${side}/pesanan/${bucket}/${order.id}`
}

/** Every order of the reader's area, for a message of no order when he has none yet. */
export function orderListLink(side: NotifiedSide): string {
  return `/${side}/pesanan/all`
}

function readyCounts(ready: Record<string, number>): string {
  const n = (code: string) => formatNumber(ready[code] ?? 0)
  return `Ada ${n('ada')}, Sebagian ${n('sebagian')}, Indent ${n('indent')}, Kosong ${n('kosong')}`
}

/** Where a new estimate came from, when not from the cart. */
const SOURCE_WORDS: Record<string, string> = { import: ' dari file impor', sisa: ' dari sisa pesanan' }

export function composeMessage(event: OrderNotificationEvent, side: NotifiedSide, order: OrderFacts): Message {
  const no = order.no_transaksi
  const store = order.store_name
  const parts = `${formatNumber(order.lines)} part`
  const link = orderLink(side, order)
  switch (event) {
    case 'konfirmasi':
      return {
        title: `Estimasi ${no} sudah dikonfirmasi`,
        body: `${store}: ${parts} dikonfirmasi cabang (${readyCounts(order.ready)}). Periksa lalu lanjutkan pesanan.`,
        link,
      }
    case 'harga':
      return {
        title: `Harga ${no} diperbarui`,
        body: `${store}: cabang memperbarui harga penawaran. Periksa harga baru lalu lanjutkan pesanan.`,
        link,
      }
    case 'diproses':
      return {
        title: `Pesanan ${no} diproses`,
        body: `${store}: pesanan sudah diteruskan ke sistem dealer dan sedang diproses.`,
        link,
      }
    case 'barang_dikirim':
      return {
        title: `Barang dikirim: ${no}`,
        body: `${store}: cabang mengirim part pesanan ini. Lihat Surat Jalan di pesanan.`,
        link,
      }
    case 'selisih':
      return {
        title: `Selisih penerimaan ${no}`,
        body: `${store}: ada part yang kurang, rusak, atau salah saat diterima. Lihat daftar Selisih.`,
        link: `/${side}/selisih`,
      }
    case 'selisih_selesai':
      return {
        title: `Selisih ${no} diselesaikan`,
        body: `${store}: cabang menutup selisih penerimaan. Lihat penyelesaiannya di pesanan.`,
        link,
      }
    case 'sisa_tersedia':
      return {
        title: `Part sisa pesanan ${no} tersedia`,
        body: `${store}: part yang belum terkirim dari pesanan ini sekarang ada di cabang. Buka Sisa Pesanan untuk memesannya.`,
        link: `/${side}/sisa-pesanan`,
      }
    case 'sisa_batal':
      return {
        title: `Sisa pesanan ${no} dibatalkan`,
        body: `${store}: cabang membatalkan sisa pesanan yang belum terkirim. Lihat alasannya di Sisa Pesanan.`,
        link: `/${side}/sisa-pesanan`,
      }
    case 'eta':
      return {
        title: `Perkiraan tiba ${no} berubah`,
        body: `${store}: cabang mengubah perkiraan tiba part Indent. Lihat tanggal barunya di pesanan.`,
        link,
      }
    case 'batal':
      return {
        title: `Pesanan ${no} dibatalkan`,
        body: `${store}: pesanan dibatalkan oleh pembeli.`,
        link,
      }
    case 'estimasi_baru':
      return {
        title: `Estimasi baru ${no}`,
        body: `${store}: ${parts}${SOURCE_WORDS[order.source] ?? ''}, menunggu konfirmasi.`,
        link,
      }
    case 'dipesan':
      return {
        title: `Pesanan ${no} masuk (Dipesan)`,
        body: `${store}: pembeli melanjutkan pesanan, ${parts}. Siap diexport.`,
        link,
      }
  }
}
