import { z } from 'zod'
import {
  BACKORDER_ACTION_MAX,
  BACKORDER_LIST_LIMIT,
  BACKORDER_READY_LABEL,
  BACKORDER_STATE_FILTERS,
  BACKORDER_STATES,
} from './backorder-rules'
import { ORDER_BUCKETS } from './order-status'
import { wireText } from './wire'

// The back-orders' request and answer shapes; the states, labels and limits are in backorder-rules.ts.
export * from './backorder-rules'

const absentIfEmpty = (v: unknown) => (v === '' ? undefined : v)
const text = (max: number) => z.preprocess(absentIfEmpty, wireText(max).optional())

export const backorderListQuerySchema = z.object({
  state: z.preprocess(absentIfEmpty, z.enum(BACKORDER_STATE_FILTERS).optional()),
  /** a part number or a part of it */
  part: text(40),
  /** staff and head office: a store's name or code, or a part of it */
  store: text(100),
  /** 'lama': only the lines open longer than the branch's number of days */
  age: z.preprocess(absentIfEmpty, z.enum(['lama']).optional()),
  limit: z.preprocess(
    absentIfEmpty,
    z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(BACKORDER_LIST_LIMIT))
      .optional(),
  ),
  cursor: text(300),
})
export type BackorderListQuery = z.infer<typeof backorderListQuerySchema>

const orderRef = z.object({ id: z.number().int(), no_transaksi: z.string(), bucket: z.enum(ORDER_BUCKETS) })

export const backorderLineSchema = z.object({
  id: z.number().int(),
  /** the order the line was left over from */
  order: orderRef,
  toko: z.string(),
  kode_toko: z.string(),
  cabang: z.string(),
  part_no: z.string(),
  part_name: z.string(),
  qty: z.number().int(),
  ready_code: z.enum(Object.keys(BACKORDER_READY_LABEL) as [keyof typeof BACKORDER_READY_LABEL]),
  ready_label: z.string(),
  /** Indent: the expected arrival day, yyyy-mm-dd */
  eta: z.string().nullable(),
  state: z.enum(BACKORDER_STATES),
  state_label: z.string(),
  /** when the export left it, ISO */
  created_at: z.string(),
  age_days: z.number().int(),
  /** open longer than the branch's number of days */
  flagged: z.boolean(),
  /** the branch's stock when a load showed the part (Stok Tersedia) */
  available_qty: z.number().int().nullable(),
  /** the estimate made of it (Dipesan Ulang) */
  reorder: orderRef.nullable(),
  cancel_reason: z.string().nullable(),
})
export type BackorderLine = z.infer<typeof backorderLineSchema>

export const backorderCountsSchema = z.object({
  menunggu: z.number().int(),
  stok_tersedia: z.number().int(),
  lama: z.number().int(),
})
export type BackorderCounts = z.infer<typeof backorderCountsSchema>

export const backorderListResponseSchema = z.object({
  items: z.array(backorderLineSchema),
  next_cursor: z.string().nullable(),
  counts: backorderCountsSchema,
})
export type BackorderListResponse = z.infer<typeof backorderListResponseSchema>

const lineIds = z
  .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER))
  .min(1, 'Pilih minimal satu sisa pesanan')
  .max(BACKORDER_ACTION_MAX, `Maksimal ${BACKORDER_ACTION_MAX} sisa pesanan sekali proses`)

/** The buyer's 'Pesan Sisa': one new estimate of the chosen lines. */
export const pesanSisaSchema = z.strictObject({ ids: lineIds })
export type PesanSisaRequest = z.infer<typeof pesanSisaSchema>

/** 'Batalkan Sisa': the buyer gives the lines up; staff must say why. */
export const batalSisaSchema = z.strictObject({
  ids: lineIds,
  /** trimmed; a blank reason is no reason (staff are then refused with 'Alasan pembatalan wajib diisi') */
  reason: z.preprocess((v) => {
    if (typeof v !== 'string') return v
    const trimmed = v.trim()
    return trimmed === '' ? undefined : trimmed
  }, wireText(200, 'Alasan maksimal 200 karakter').optional()),
})
export type BatalSisaRequest = z.infer<typeof batalSisaSchema>

export const pesanSisaResponseSchema = z.object({ order: orderRef, lines: z.number().int() })
export type PesanSisaResponse = z.infer<typeof pesanSisaResponseSchema>

export const batalSisaResponseSchema = z.object({ cancelled: z.number().int() })
export type BatalSisaResponse = z.infer<typeof batalSisaResponseSchema>

/** An order's side of the link: the lines left over from it, and the orders an estimate re-ordered. */
export const orderBackordersSchema = z.object({
  lines: z.array(backorderLineSchema),
  origins: z.array(orderRef),
})
export type OrderBackorders = z.infer<typeof orderBackordersSchema>
