import { z } from 'zod'
import { QTY_MAX } from './cart-rules'
import { ORDER_BUCKETS } from './order-status'
import {
  DISCREPANCY_FILTERS,
  DISCREPANCY_KINDS,
  DISCREPANCY_LIST_LIMIT,
  DISCREPANCY_NOTE_MAX,
  DISCREPANCY_STATES,
  PHOTOS_PER_DISCREPANCY,
  RECEIPT_TEXT,
  RESOLUTIONS,
} from './receipt-rules'
import { wireText } from './wire'

// The receipt's and the discrepancies' request and answer shapes; kinds, labels and limits are in receipt-rules.ts.
export * from './receipt-rules'

const trimmed = (max: number, tooLong: string) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v
    const t = v.trim()
    return t === '' ? undefined : t
  }, wireText(max, tooLong).optional())

/** A photo's id as the upload answered it: 16 random bytes in base64url. */
export const PHOTO_ID = /^[A-Za-z0-9_-]{22}$/

const receiptLine = z.strictObject({
  order_item_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  qty_received: z.number().int('Jumlah harus bilangan bulat').min(0).max(QTY_MAX),
  discrepancy: z
    .strictObject({
      kind: z.enum(DISCREPANCY_KINDS, { message: 'Pilih jenis selisih' }),
      note: trimmed(DISCREPANCY_NOTE_MAX, `Keterangan maksimal ${DISCREPANCY_NOTE_MAX} karakter`),
      photo_ids: z
        .array(z.string().regex(PHOTO_ID, RECEIPT_TEXT.photoUnknown))
        .max(PHOTOS_PER_DISCREPANCY, `Maksimal ${PHOTOS_PER_DISCREPANCY} foto per part`)
        .default([]),
    })
    .superRefine((d, ctx) => {
      if (!d.note) ctx.addIssue({ code: 'custom', path: ['note'], message: RECEIPT_TEXT.noteRequired })
      if (new Set(d.photo_ids).size !== d.photo_ids.length) {
        ctx.addIssue({ code: 'custom', path: ['photo_ids'], message: 'Foto yang sama dipilih dua kali' })
      }
    })
    .optional(),
})

/** 'Konfirmasi Terima': what arrived of each line of the delivery, and what was wrong. */
export const receiptSchema = z
  .strictObject({ lines: z.array(receiptLine).min(1, RECEIPT_TEXT.linesMismatch).max(200) })
  .superRefine((body, ctx) => {
    const seen = new Set<number>()
    for (const [i, line] of body.lines.entries()) {
      if (seen.has(line.order_item_id)) {
        ctx.addIssue({ code: 'custom', path: ['lines', i], message: RECEIPT_TEXT.linesMismatch })
      }
      seen.add(line.order_item_id)
    }
  })
export type ReceiptRequest = z.infer<typeof receiptSchema>

export const receivedSchema = z.object({
  /** ISO */
  at: z.string(),
  role: z.enum(['user', 'seller', 'sistem']),
  role_label: z.string(),
  by: z.string().nullable(),
})

export const discrepancySchema = z.object({
  id: z.number().int(),
  delivery: z.object({ id: z.number().int(), number: z.string() }),
  order: z.object({ id: z.number().int(), no_transaksi: z.string(), bucket: z.enum(ORDER_BUCKETS) }),
  toko: z.string(),
  kode_toko: z.string(),
  order_item_id: z.number().int(),
  part_no: z.string(),
  part_name: z.string(),
  qty_sent: z.number().int(),
  qty_received: z.number().int(),
  kind: z.enum(DISCREPANCY_KINDS),
  kind_label: z.string(),
  note: z.string(),
  /** GET /api/delivery-photos/{id} */
  photos: z.array(z.string()),
  state: z.enum(DISCREPANCY_STATES),
  resolution: z.enum(RESOLUTIONS).nullable(),
  resolution_label: z.string().nullable(),
  resolution_note: z.string().nullable(),
  created_at: z.string(),
  closed_at: z.string().nullable(),
})
export type Discrepancy = z.infer<typeof discrepancySchema>

export const receiptResponseSchema = z.object({
  received: receivedSchema,
  /** false when the delivery had been confirmed already: nothing was changed */
  recorded: z.boolean(),
  discrepancies: z.array(discrepancySchema),
})
export type ReceiptResponse = z.infer<typeof receiptResponseSchema>

export const photoUploadResponseSchema = z.object({ id: z.string() })

export const discrepancyListQuerySchema = z.object({
  state: z.preprocess((v) => (v === '' ? undefined : v), z.enum(DISCREPANCY_FILTERS).optional()),
  limit: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z
      .string()
      .regex(/^\d{1,4}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(DISCREPANCY_LIST_LIMIT))
      .optional(),
  ),
  cursor: z.preprocess((v) => (v === '' ? undefined : v), wireText(300).optional()),
})
export type DiscrepancyListQuery = z.infer<typeof discrepancyListQuerySchema>

export const discrepancyListResponseSchema = z.object({
  items: z.array(discrepancySchema),
  next_cursor: z.string().nullable(),
})

/** 'Tutup Selisih': how staff settled it, and why. */
export const closeDiscrepancySchema = z.strictObject({
  resolution: z.enum(RESOLUTIONS, { message: 'Pilih penyelesaian' }),
  note: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    wireText(DISCREPANCY_NOTE_MAX, `Catatan maksimal ${DISCREPANCY_NOTE_MAX} karakter`).min(
      1,
      RECEIPT_TEXT.resolutionNoteRequired,
    ),
  ),
})
export type CloseDiscrepancyRequest = z.infer<typeof closeDiscrepancySchema>
