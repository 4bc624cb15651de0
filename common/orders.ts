import { z } from 'zod'
import { NOTE_MAX, QTY_MAX } from './cart-rules'
import { FULFILMENT_STATES } from './fulfilment'
import { isCalendarDay } from './jakarta-time'
import { ORDER_LIST_LIMIT } from './order-rules'
import { ORDER_BUCKETS } from './order-status'
import { PRICE_SOURCES } from './price-math'
import { wireText } from './wire'

// The orders' request and answer shapes; the limits without zod are in order-rules.ts.
export * from './order-rules'

const absentIfEmpty = (v: unknown) => (v === '' ? undefined : v)
const text = (max: number) => z.preprocess(absentIfEmpty, z.string().max(max).optional())
const day = z.preprocess(absentIfEmpty, z.string().refine(isCalendarDay, 'tanggal tidak valid (yyyy-mm-dd)').optional())

export const orderListQuerySchema = z.object({
  status: z.preprocess(absentIfEmpty, z.enum([...ORDER_BUCKETS, 'all']).optional()),
  q: text(100),
  tanggal_from: day,
  tanggal_to: day,
  no_transaksi: text(60),
  creator: text(60),
  store: text(100),
  keterangan: text(100),
  /** a Diproses order's fulfilment (docs/product.md §13.4) */
  pengiriman: z.preprocess(absentIfEmpty, z.enum(FULFILMENT_STATES).optional()),
  limit: z.preprocess(
    absentIfEmpty,
    z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(ORDER_LIST_LIMIT))
      .optional(),
  ),
  cursor: text(300),
})
export type OrderListQuery = z.infer<typeof orderListQuerySchema>

export const orderListItemSchema = z.object({
  id: z.number().int(),
  tanggal: z.string(),
  noTransaksi: z.string(),
  dibuatOleh: z.string(),
  toko: z.string(),
  keterangan: z.string(),
  bucket: z.enum(ORDER_BUCKETS),
  status_code: z.number().int(),
  /** a Diproses order's fulfilment; null before its export (and for orders exported before deliveries existed) */
  pengiriman: z.enum(FULFILMENT_STATES).nullable(),
})
export type OrderListItem = z.infer<typeof orderListItemSchema>

export const orderListResponseSchema = z.object({
  items: z.array(orderListItemSchema),
  has_more: z.boolean(),
  next_cursor: z.string().nullable(),
})
export type OrderListResponse = z.infer<typeof orderListResponseSchema>

export const allowedUpdatesSchema = z.object({
  can_update_qty_confirmed: z.boolean(),
  can_update_qty_ordered: z.boolean(),
  can_update_notes_seller_now: z.boolean(),
  can_update_status: z.boolean(),
  /** staff may move an Indent line's arrival date later (Konfirmasi, Dipesan, Diproses) */
  can_update_eta: z.boolean(),
  /** staff may deliver a replaced part's current number instead (Estimasi) */
  can_switch_part: z.boolean(),
})
export type AllowedUpdates = z.infer<typeof allowedUpdatesSchema>

export const taxSettingsAnswerSchema = z.object({
  ppn_rate_percent: z.number(),
  dpp_numerator: z.number().int(),
  dpp_denominator: z.number().int(),
})

/** common/order-totals.ts OrderTotals: Subtotal, Diskon, Harga Jual, DPP Nilai Lain, PPN, Total */
export const orderTotalsSchema = z.object({
  subtotal: z.number(),
  diskon: z.number(),
  harga_jual: z.number(),
  dpp: z.number(),
  ppn: z.number(),
  total: z.number(),
})

export const orderItemSchema = z.object({
  order_detail_id: z.number().int(),
  nomor_part: z.string(),
  nama_part: z.string(),
  status_part_code: z.string().nullable(),
  status_part_code_raw: z.number().int().nullable(),
  qty_estimasi: z.number().int(),
  qty_osc: z.number().int().nullable(),
  qty_confirmed: z.number().int().nullable(),
  qty_ordered: z.number().int().nullable(),
  catatan_per_part_seller: z.string().nullable(),
  catatan_per_part_user: z.string().nullable(),
  /** the unit price the buyer pays (net), docs/product.md §10.10 */
  price: z.number(),
  /** the list price it came from, the agreement's discount and whose it is */
  price_list: z.number(),
  discount_percent: z.number(),
  price_source: z.enum(PRICE_SOURCES),
  /** staff's extra discount on the line at Kirim Konfirmasi (0: none) */
  extra_discount_percent: z.number(),
  /** the net unit price the estimate showed, when the confirmation priced the line differently */
  price_before: z.number().nullable(),
  /** price × the quantity the order counts now (common/order-totals.ts countedQty) */
  line_total: z.number(),
  /** expected arrival 'yyyy-mm-dd' of an Indent line, or of a Sebagian line's rest */
  eta: z.string().nullable(),
  /** the number the buyer asked for when staff deliver its replacement (nomor_part) instead */
  nomor_part_diminta: z.string().nullable(),
  /** staff at Estimasi: the current part of a number replaced since the estimate, to switch to */
  pengganti: z.object({ nomor_part: z.string(), nama_part: z.string(), price: z.number() }).nullable(),
})
export type OrderItem = z.infer<typeof orderItemSchema>

export const orderEventSchema = z.object({
  action: z.string(),
  status_code: z.number().int(),
  status_label: z.string(),
  actor: z.string(),
  timestamp: z.string(),
  /** what an event that keeps the status changed: 'Perkiraan tiba 1230A170: 12 Des 2026 → 19 Des 2026' */
  keterangan: z.string().nullable(),
})

export const orderDetailSchema = z.object({
  id: z.number().int(),
  role_view: z.enum(['seller', 'user']),
  status_code: z.number().int(),
  status_pesanan: z.string(),
  status_english: z.string(),
  bucket: z.enum(ORDER_BUCKETS),
  /** a Diproses order's fulfilment (docs/product.md §13.4); null before its export */
  pengiriman: z.enum(FULFILMENT_STATES).nullable(),
  version: z.number().int(),
  allowed_updates: allowedUpdatesSchema,
  catatan_pesanan_seller: z.string().nullable(),
  nomor_invoice: z.string(),
  nama_pembuat_pesanan: z.string(),
  /** staff only: the buyer's mobile number for a WhatsApp chat, when his profile has one */
  hp_pembuat: z.string().nullable(),
  tanggal: z.string(),
  toko_pembuat_pesanan: z.string(),
  kode_toko: z.string(),
  /** The dealer branch that serves the order: its printout's letterhead (address and phone as head office set them, '' when unset). */
  cabang: z.object({ kode: z.string(), nama: z.string(), alamat: z.string().optional(), telepon: z.string().optional() }),
  catatan_pesanan_user: z.string().nullable(),
  /** the buyer's store as its print and tax invoice name it ('' when unset) */
  toko: z.object({ npwp: z.string(), alamat: z.string() }),
  items: z.array(orderItemSchema),
  events: z.array(orderEventSchema),
  /** the PPN the totals count: what the confirmation froze, else today's settings */
  tax: taxSettingsAnswerSchema,
  totals: orderTotalsSchema,
  /** the confirmation's prices hold until this Jakarta day ('Harga berlaku s.d.'); null before it */
  price_valid_until: z.string().nullable(),
  /** staff: the most extra line discount their branch allows, percent (0: none); null for the buyer */
  batas_diskon_tambahan: z.number().nullable(),
})
export type OrderDetail = z.infer<typeof orderDetailSchema>

export const readyStatusListSchema = z.object({ items: z.array(z.object({ id: z.number().int(), name: z.string() })) })
export type ReadyStatusList = z.infer<typeof readyStatusListSchema>

const lineId = z.number().int().positive()
const qty = z.number().int().min(0).max(QTY_MAX)
const note = wireText(NOTE_MAX)

const confirmLine = z.strictObject({ order_detail_id: lineId, qty_confirmed: qty })
const etaLines = z
  .array(z.strictObject({ order_detail_id: lineId, eta: z.string().refine(isCalendarDay, 'Tanggal harus yyyy-mm-dd') }))
  .max(500)
const extraDiscounts = z
  .array(
    z.strictObject({
      order_detail_id: lineId,
      extra_discount_percent: z
        .number()
        .min(0, 'Diskon tambahan 0–100%')
        .max(100, 'Diskon tambahan 0–100%')
        .refine(
          (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-9,
          'Diskon tambahan paling banyak dua angka desimal',
        ),
    }),
  )
  .max(500)

export const kirimKonfirmasiSchema = z.strictObject({
  note_seller: note.nullable().optional(),
  notes_per_part: z
    .array(z.strictObject({ order_detail_id: lineId, note_part_seller: note.nullable() }))
    .max(500)
    .optional(),
  confirm_lines: z.array(confirmLine).max(500),
  statuses: z
    .array(z.strictObject({ order_detail_id: lineId, ready_status_id: z.number().int().min(1).max(5) }))
    .max(500)
    .optional(),
  /** arrival dates of Indent lines (default today + 21 days) and of Sebagian lines with a rest to come */
  etas: etaLines.optional(),
  /** staff's extra discount per line, up to the branch's cap (docs/product.md §10.12) */
  extra_discounts: extraDiscounts.optional(),
  resolve: z
    .discriminatedUnion('mode', [
      z.strictObject({ mode: z.literal('revise'), lines: z.array(confirmLine).max(500) }),
      z.strictObject({ mode: z.literal('proceed') }),
    ])
    .optional(),
})
export type KirimKonfirmasiRequest = z.infer<typeof kirimKonfirmasiSchema>

export const lanjutPesanSchema = z.strictObject({
  order_lines: z.array(z.strictObject({ order_detail_id: lineId, qty_ordered: qty })).max(500),
})
export type LanjutPesanRequest = z.infer<typeof lanjutPesanSchema>
/** Staff move arrival dates later, after the confirmation. */
export const ubahEtaSchema = z.strictObject({ etas: etaLines.min(1) })
export type UbahEtaRequest = z.infer<typeof ubahEtaSchema>
/** Staff deliver the current part of a line's replaced number, at Estimasi. */
export const gantiPartSchema = z.strictObject({ order_detail_id: lineId })
export type GantiPartRequest = z.infer<typeof gantiPartSchema>
/** 'Pesan Lagi' takes nothing but the order; a body, if sent, must be empty. */
/** Staff renew a confirmation's prices (Konfirmasi); the body, if sent, must be empty. */
export const perbaruiHargaSchema = z.strictObject({}).nullish()
export const pesanLagiSchema = z.strictObject({}).nullish()
export const batalSchema = z.strictObject({ ok: z.literal(true) })
export type BatalRequest = z.infer<typeof batalSchema>

export const oscConflictSchema = z.object({
  order_detail_id: z.number().int(),
  part_no: z.string(),
  part_name: z.string(),
  qty_est: z.number().int(),
  qty_osc: z.number().int(),
  qty_conf: z.number().int(),
})
export type OscConflict = z.infer<typeof oscConflictSchema>

export const actionResponseSchema = z.object({
  id: z.number().int(),
  status_code: z.number().int(),
  bucket: z.enum(ORDER_BUCKETS),
})
export type ActionResult = z.infer<typeof actionResponseSchema>
