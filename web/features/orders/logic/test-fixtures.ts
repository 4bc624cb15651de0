// Orders for the detail's tests, built per test: small factories, no shared seed (as
// docs/adding-a-feature.md §3 has the server's tests build their rows).

import { STATUS_INFO } from '#common/order-status.ts'
import { countedQty, lineTotal, orderTotals } from '#common/order-totals.ts'
import type { OrderDetail, OrderItem } from '#common/orders.ts'

const PMK_131 = { ppn_rate_bp: 1200, dpp_numerator: 11, dpp_denominator: 12 }

export const READY = [
  { id: 1, name: 'Ada' },
  { id: 2, name: 'Sebagian' },
  { id: 3, name: 'Kosong' },
  { id: 4, name: 'Indent' },
  { id: 5, name: 'Inactive' },
]

/** A line at its list price unless `over` says otherwise (a price alone is the list price too). */
export function buildItem(id: number, over: Partial<OrderItem> = {}): OrderItem {
  const item: OrderItem = {
    order_detail_id: id,
    nomor_part: `P${id}`,
    nama_part: `PART ${id}`,
    status_part_code: null,
    status_part_code_raw: null,
    qty_estimasi: 5,
    qty_osc: null,
    qty_confirmed: null,
    qty_ordered: null,
    catatan_per_part_seller: null,
    catatan_per_part_user: null,
    price: 1_000,
    price_list: 1_000,
    discount_percent: 0,
    price_source: 'daftar',
    extra_discount_percent: 0,
    price_before: null,
    line_total: 5_000,
    eta: null,
    nomor_part_diminta: null,
    pengganti: null,
    ...over,
  }
  return { ...item, price_list: over.price_list ?? item.price }
}

export function buildOrder(
  status: 1 | 2 | 3 | 4 | 5,
  role: 'seller' | 'user',
  items: OrderItem[],
  over: Partial<OrderDetail> = {},
): OrderDetail {
  const info = STATUS_INFO[status]
  // what the server answers: each line's amount at the quantity the status counts
  const counted = items.map((i) => ({ ...i, line_total: lineTotal({ price: i.price, qty: countedQty(status, i) }) }))
  return {
    id: 42,
    role_view: role,
    cabang: { kode: 'JKT01', nama: 'DIPO Jakarta Pusat' },
    status_code: status,
    pengiriman: null,
    status_pesanan: info.label,
    status_english: info.english,
    bucket: info.bucket,
    version: status,
    allowed_updates: {
      can_update_qty_confirmed: false,
      can_update_qty_ordered: false,
      can_update_notes_seller_now: false,
      can_update_status: false,
      can_update_eta: false,
      can_switch_part: false,
    },
    catatan_pesanan_seller: null,
    nomor_invoice: 'DPO/JKT01/202611/00042',
    nama_pembuat_pesanan: 'Budi Santoso',
    hp_pembuat: role === 'seller' ? '081234567890' : null,
    tanggal: '2026-11-20T03:00:00.000Z',
    toko_pembuat_pesanan: 'BENGKEL SUMBER JAYA MOTOR',
    kode_toko: 'C0012345',
    catatan_pesanan_user: 'Diambil sore',
    toko: { npwp: '', alamat: '' },
    items: counted,
    tax: { ppn_rate_percent: 12, dpp_numerator: 11, dpp_denominator: 12 },
    totals: orderTotals(
      counted.map((i) => ({ price: i.price, price_list: i.price_list, qty: countedQty(status, i) })),
      PMK_131,
    ),
    price_valid_until: null,
    batas_diskon_tambahan: role === 'seller' ? 0 : null,
    events: [
      {
        action: 'checkout',
        status_code: 1,
        status_label: 'Estimasi',
        actor: 'demo.user',
        timestamp: '2026-11-20T03:00:00.000Z',
        keterangan: null,
      },
    ],
    ...over,
  }
}
