import { z } from 'zod'
import { cartResponseSchema } from './cart'
import { QTY_MAX } from './cart-rules'
import { pricedFields } from './catalogue'
import {
  ANSWER_LINES_MAX,
  LINE_NOTE_MAX,
  MESSAGE_MAX,
  NEED_MAX,
  PART_REQUEST_FILTERS,
  PART_REQUEST_STATES,
  PHOTOS_PER_REQUEST,
  PART_REQUEST_TEXT as T,
  VEHICLE_MODEL_MAX,
  VEHICLE_YEAR_MIN,
  VIN_PATTERN,
} from './part-request-rules'
import { PHOTO_ID } from './receipts'
import { wireText } from './wire'

// 'Tanya Part''s request and answer shapes; states, labels, limits and texts are in part-request-rules.ts.
export * from './part-request-rules'

const absentIfEmpty = (v: unknown) => (v === '' ? undefined : v)
const trim = (v: unknown) => (typeof v === 'string' ? v.trim() : v)
/** Spaces around a text are not part of it; an empty one is absent. */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess((v) => absentIfEmpty(trim(v)), wireText(max, tooLong).optional())
const requiredText = (max: number, required: string, tooLong: string) =>
  z.preprocess(trim, wireText(max, tooLong).min(1, required))

const qty = z.number({ message: 'Jumlah harus angka' }).int('Jumlah harus bilangan bulat').min(1, 'Jumlah minimal 1').max(QTY_MAX)
/** The request as the screen read it: a write on an older one is refused (two clerks at once). */
const version = z.number().int().min(1).max(2_147_483_647)

export const createPartRequestSchema = z
  .strictObject({
    /** made by the form once: a second press of 'Kirim ke Cabang' finds the first request */
    client_key: z.string().uuid(),
    vehicle_model: requiredText(VEHICLE_MODEL_MAX, T.modelRequired, T.modelTooLong),
    vehicle_year: z
      .number({ message: T.yearInvalid })
      .int(T.yearInvalid)
      .min(VEHICLE_YEAR_MIN, T.yearInvalid)
      .max(2100, T.yearInvalid),
    vin: z.preprocess(
      (v) => absentIfEmpty(typeof v === 'string' ? v.trim().toUpperCase() : v),
      z.string().regex(VIN_PATTERN, T.vinInvalid).optional(),
    ),
    need: requiredText(NEED_MAX, T.needRequired, T.needTooLong),
    qty,
    photo_ids: z
      .array(z.string().regex(PHOTO_ID, T.photoUnknown))
      .max(PHOTOS_PER_REQUEST, `Maksimal ${PHOTOS_PER_REQUEST} foto`)
      .default([]),
  })
  .superRefine((body, ctx) => {
    if (new Set(body.photo_ids).size !== body.photo_ids.length) {
      ctx.addIssue({ code: 'custom', path: ['photo_ids'], message: 'Foto yang sama dipilih dua kali' })
    }
  })
export type CreatePartRequest = z.infer<typeof createPartRequestSchema>

const answerLine = z.strictObject({
  part_no: z.preprocess((v) => (typeof v === 'string' ? v.trim().toUpperCase() : v), wireText(40).min(1, 'Pilih part')),
  qty,
  note: optionalText(LINE_NOTE_MAX, T.noteTooLong),
})

/** Staff's 'Kirim Jawaban': part numbers with quantities, a message, or both. */
export const answerPartRequestSchema = z
  .strictObject({
    version,
    message: optionalText(MESSAGE_MAX, T.messageTooLong),
    lines: z.array(answerLine).max(ANSWER_LINES_MAX, T.linesTooMany).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.lines.length === 0 && !body.message) ctx.addIssue({ code: 'custom', path: ['lines'], message: T.answerEmpty })
    const seen = new Set<string>()
    for (const [i, line] of body.lines.entries()) {
      if (seen.has(line.part_no)) ctx.addIssue({ code: 'custom', path: ['lines', i, 'part_no'], message: T.lineTwice })
      seen.add(line.part_no)
    }
  })
export type AnswerPartRequest = z.infer<typeof answerPartRequestSchema>

/** A message of the thread (the buyer's reply, or staff's without parts). */
export const replyPartRequestSchema = z.strictObject({
  version,
  message: requiredText(MESSAGE_MAX, T.messageRequired, T.messageTooLong),
})
export type ReplyPartRequest = z.infer<typeof replyPartRequestSchema>

/** 'Tutup Permintaan' and 'Tambah ke Keranjang' name only the request as it was read. */
export const versionOnlySchema = z.strictObject({ version })
export type VersionOnly = z.infer<typeof versionOnlySchema>

export const partRequestListQuerySchema = z.object({
  state: z.preprocess(absentIfEmpty, z.enum(PART_REQUEST_FILTERS).optional()),
  /** staff: a store's name or code, or a part of it */
  store: z.preprocess((v) => absentIfEmpty(trim(v)), wireText(100).optional()),
  page: z.preprocess(
    absentIfEmpty,
    z
      .string()
      .regex(/^\d{1,5}$/, 'harus angka')
      .transform(Number)
      .pipe(z.number().int().min(1).max(10_000))
      .optional(),
  ),
})
export type PartRequestListQuery = z.infer<typeof partRequestListQuerySchema>

const summaryFields = {
  id: z.number().int(),
  state: z.enum(PART_REQUEST_STATES),
  state_label: z.string(),
  vehicle_model: z.string(),
  vehicle_year: z.number().int(),
  need: z.string(),
  qty: z.number().int(),
  toko: z.string(),
  kode_toko: z.string(),
  /** ISO */
  created_at: z.string(),
  updated_at: z.string(),
  photo_count: z.number().int(),
}

export const partRequestSummarySchema = z.object(summaryFields)
export type PartRequestSummary = z.infer<typeof partRequestSummarySchema>

export const partRequestListSchema = z.object({
  items: z.array(partRequestSummarySchema),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
})
export type PartRequestList = z.infer<typeof partRequestListSchema>

export const answerLineSchema = z.object({
  product_id: z.number().int(),
  part_no: z.string(),
  name: z.string(),
  unit: z.string(),
  qty: z.number().int(),
  note: z.string().nullable(),
  /** at the request's store's own prices */
  ...pricedFields,
})
export type AnswerLine = z.infer<typeof answerLineSchema>

export const partRequestMessageSchema = z.object({
  id: z.number().int(),
  side: z.enum(['user', 'seller']),
  /** who wrote it: the buyer's or the clerk's name */
  author: z.string(),
  body: z.string(),
  created_at: z.string(),
  lines: z.array(answerLineSchema),
})
export type PartRequestMessage = z.infer<typeof partRequestMessageSchema>

export const partRequestSchema = z.object({
  ...summaryFields,
  vin: z.string().nullable(),
  version: z.number().int(),
  photos: z.array(z.string()),
  messages: z.array(partRequestMessageSchema),
  /** what this viewer may do now */
  can_answer: z.boolean(),
  can_reply: z.boolean(),
  can_add_to_cart: z.boolean(),
  can_close: z.boolean(),
})
export type PartRequest = z.infer<typeof partRequestSchema>

export const partRequestCountSchema = z.object({
  /** staff: Baru in their branch; buyers: Dijawab in their store */
  waiting: z.number().int(),
})

export const vehicleModelsSchema = z.object({ models: z.array(z.string()) })

export const partRequestPhotoResponseSchema = z.object({ id: z.string() })

export const partRequestCartResponseSchema = z.object({
  added: z.array(z.object({ sto_id: z.string(), qty: z.number().int(), capped: z.boolean() })),
  replaced: z.array(z.object({ from: z.string(), to: z.string() })),
  skipped: z.array(z.object({ sto_id: z.string(), reason: z.string() })),
  request: partRequestSchema,
  cart: cartResponseSchema,
})
export type PartRequestCartResponse = z.infer<typeof partRequestCartResponseSchema>
