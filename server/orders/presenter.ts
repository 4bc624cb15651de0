import type { FulfilmentState } from '#common/fulfilment.ts'
import { type OrderBucket, type OrderStatusCode, STATUS_INFO } from '#common/order-status.ts'
import { countedQty, lineTotal, orderTotals, type TaxSettings, taxToAnswer } from '#common/order-totals.ts'
import type { ActionResult, OrderDetail, OrderItem, OrderListItem, ReadyStatusList } from '#common/orders.ts'
import { bpToPercent, type PriceSource } from '#common/price-math.ts'
import type { PlaceRole } from '#common/roles.ts'
import { editNote } from './line-edits'
import { allowedUpdates } from './status'

const iso = (value: Date | string) => new Date(value).toISOString()
const fullName = (u: { first_name: string; last_name: string; username: string }) =>
  `${u.first_name} ${u.last_name}`.trim() || u.username

export function bucketOf(status: number): OrderBucket {
  return STATUS_INFO[status as OrderStatusCode].bucket
}

export function presentListItem(row: {
  id: number
  /** ISO 8601 in UTC, as the list query writes it */
  created_at: string
  no_transaksi: string
  status: number
  fulfilment: FulfilmentState | null
  note_user: string | null
  username: string
  first_name: string
  last_name: string
  store_name: string
}): OrderListItem {
  return {
    id: Number(row.id),
    tanggal: row.created_at,
    noTransaksi: row.no_transaksi,
    dibuatOleh: fullName(row),
    toko: row.store_name,
    keterangan: row.note_user ?? '',
    bucket: bucketOf(row.status),
    status_code: row.status,
    pengiriman: row.fulfilment,
  }
}

type HeaderRow = {
  id: number
  no_transaksi: string
  status: number
  fulfilment: FulfilmentState | null
  version: number
  note_user: string | null
  note_seller: string | null
  created_at: Date | string
  username: string
  first_name: string
  last_name: string
  creator_mobile: string | null
  store_name: string
  ibs_cust_code: string
  branch_code: string
  branch_name: string
  branch_address: string
  branch_phone: string
  store_npwp: string | null
  store_address: string | null
  price_valid_until: string | null
  max_extra_discount_bp: number
}

type LineRow = {
  id: number
  part_no: string
  part_name: string
  price: number
  price_list: number
  discount_bp: number
  extra_discount_bp: number
  price_source: PriceSource
  price_before: number | null
  qty_estimasi: number
  qty_osc: number | null
  qty_confirmed: number | null
  qty_ordered: number | null
  ready_status_id: number | null
  ready_code: string | null
  note_user: string | null
  note_seller: string | null
  eta: string | null
  asked_part_no: string | null
}

type EventRow = { action: string; to_status: number; created_at: Date | string; username: string; detail: unknown }

/** The current part of a number replaced since the estimate, offered to staff at Estimasi. */
export type LineReplacement = NonNullable<OrderItem['pengganti']>

/**
 * The detail as its viewer may see it: OSC quantities are staff-only (product.md §2.11, §6), and so
 * are the replacements staff may switch a line to (`replacements` by part number).
 */
export function presentDetail(
  role: PlaceRole,
  order: HeaderRow,
  lines: LineRow[],
  events: EventRow[],
  tax: TaxSettings,
  replacements: Map<string, LineReplacement> = new Map(),
): OrderDetail {
  const info = STATUS_INFO[order.status as OrderStatusCode]
  // what the totals count: each line's net and list price at the quantity the status counts
  const counted = lines.map((l) => ({
    price: Number(l.price),
    price_list: Number(l.price_list),
    qty: countedQty(order.status, l),
  }))
  const items: OrderItem[] = lines.map((l, index) => ({
    order_detail_id: Number(l.id),
    nomor_part: l.part_no,
    nama_part: l.part_name,
    status_part_code: l.ready_code,
    status_part_code_raw: l.ready_status_id,
    qty_estimasi: l.qty_estimasi,
    qty_osc: role === 'seller' ? l.qty_osc : null,
    qty_confirmed: l.qty_confirmed,
    qty_ordered: l.qty_ordered,
    catatan_per_part_seller: l.note_seller,
    catatan_per_part_user: l.note_user,
    price: Number(l.price),
    price_list: Number(l.price_list),
    discount_percent: bpToPercent(l.discount_bp),
    price_source: l.price_source,
    extra_discount_percent: bpToPercent(l.extra_discount_bp),
    price_before: l.price_before === null ? null : Number(l.price_before),
    line_total: lineTotal(counted[index]),
    eta: l.eta,
    nomor_part_diminta: l.asked_part_no,
    pengganti: role === 'seller' ? (replacements.get(l.part_no) ?? null) : null,
  }))
  // staff read the lines by stock on hand, most first (product.md §2.11); the stored OSC is a snapshot
  if (role === 'seller') items.sort((a, b) => (b.qty_osc ?? -1) - (a.qty_osc ?? -1))
  return {
    id: Number(order.id),
    role_view: role,
    status_code: order.status,
    status_pesanan: info.label,
    status_english: info.english,
    bucket: info.bucket,
    pengiriman: order.fulfilment,
    version: order.version,
    allowed_updates: allowedUpdates(order.status, role),
    catatan_pesanan_seller: order.note_seller,
    nomor_invoice: order.no_transaksi,
    nama_pembuat_pesanan: fullName(order),
    // staff may open a WhatsApp chat with the buyer; the buyer knows his own number
    hp_pembuat: role === 'seller' ? order.creator_mobile : null,
    tanggal: iso(order.created_at),
    toko_pembuat_pesanan: order.store_name,
    kode_toko: order.ibs_cust_code,
    // the printed letterhead: the branch as head office describes it
    cabang: { kode: order.branch_code, nama: order.branch_name, alamat: order.branch_address, telepon: order.branch_phone },
    catatan_pesanan_user: order.note_user,
    toko: { npwp: order.store_npwp ?? '', alamat: order.store_address ?? '' },
    items,
    events: events.map((e) => ({
      action: e.action,
      status_code: e.to_status,
      status_label: STATUS_INFO[e.to_status as OrderStatusCode].label,
      actor: e.username,
      timestamp: iso(e.created_at),
      keterangan: editNote(e.action, e.detail),
    })),
    tax: taxToAnswer(tax),
    totals: orderTotals(counted, tax),
    price_valid_until: order.price_valid_until,
    batas_diskon_tambahan: role === 'seller' ? bpToPercent(order.max_extra_discount_bp) : null,
  }
}

/** What every order action answers: the order's new status. */
export function presentActionResult(id: number, status: number): ActionResult {
  return { id, status_code: status, bucket: bucketOf(status) }
}

export function presentReadyStatuses(rows: Array<{ id: number; name: string }>): ReadyStatusList {
  return { items: rows.map((r) => ({ id: r.id, name: r.name })) }
}
