import { z } from 'zod'
import { DAY_RANGE_TEXT } from './day-range'
import { addDays, isCalendarDay } from './jakarta-time'

// The report calls (product.md §2.15, §7 GET /seller/laporan and /user/laporan)
// and the one rule of their date range, so the screen can refuse a range with the server's words
// before asking. Amounts follow product.md §10.8 'Report figures'; counts are orders.

export const REPORT_LIMIT = 50
export const REPORT_LIMIT_MAX = 100
/** The default range: this many days ending today (Jakarta), today included. */
export const REPORT_DEFAULT_DAYS = 30
export const REPORT_MAX_DAYS = 366
/** At most this many orders, newest first, in the 'Daftar pesanan untuk part X' list. */
export const REPORT_PART_ORDERS_MAX = 200
export const REPORT_TEXT_MAX = 40

export const REPORT_TEXT = {
  dateInvalid: DAY_RANGE_TEXT.invalid,
  fromAfterTo: DAY_RANGE_TEXT.fromAfterTo,
  tooLong: `Rentang laporan maksimal ${REPORT_MAX_DAYS} hari.`,
} as const

/** The report's keys of the five statuses, in status-code order (1 Estimasi .. 5 Batal). */
export const REPORT_STATUS_KEYS = ['estimasi', 'konfirmasi', 'dipesan', 'diproses', 'batal'] as const
export type ReportStatusKey = (typeof REPORT_STATUS_KEYS)[number]

const absentIfEmpty = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v)
const optionalText = (max: number) => z.preprocess(absentIfEmpty, z.string().max(max).optional())

// from/to are checked by reportRange (below), which needs today to apply the defaults and the
// 366-day rule; the schema only caps their size so the detail stays the range rule's sentence
const reportQueryShape = {
  from: optionalText(32),
  to: optionalText(32),
  limit: z.preprocess(
    absentIfEmpty,
    z
      .string()
      .regex(/^\d{1,3}$/)
      .transform(Number)
      .pipe(z.number().int().min(1).max(REPORT_LIMIT_MAX))
      .default(REPORT_LIMIT),
  ),
  /** The order lines of one part in the range (the Repeat row's modal). */
  part_no: optionalText(REPORT_TEXT_MAX),
  /** The timeline of one order, whatever its date. */
  invoice: optionalText(REPORT_TEXT_MAX),
}

/** A row's id in a query string: digits only (no '1e3', no sign), within PostgreSQL's integer; absent or empty is no id. */
const optionalRowId = z.preprocess(
  absentIfEmpty,
  z
    .string()
    .regex(/^\d{1,10}$/)
    .transform(Number)
    .pipe(z.number().int().positive().max(2_147_483_647))
    .optional(),
)

/** GET /api/seller/laporan: staff, over their branch. Unknown parameters are refused. */
export const sellerReportQuerySchema = z.strictObject({
  ...reportQueryShape,
  /** '1' adds the per-store summary (the Toko tab). */
  stores: z.preprocess(absentIfEmpty, z.literal('1').optional()),
  /** Adds one store's detail; a store of another branch answers 404. */
  store_id: optionalRowId,
})
export type SellerReportQuery = z.infer<typeof sellerReportQuerySchema>

/**
 * GET /api/admin/laporan: head office, the staff report over every branch together, or over the
 * one `branch_id` names. The Toko list (`stores=1`) needs a branch: every branch's stores at once
 * would be hundreds of thousands of rows.
 */
export const adminReportQuerySchema = sellerReportQuerySchema.extend({
  branch_id: optionalRowId,
})
export type AdminReportQuery = z.infer<typeof adminReportQuerySchema>
export const ADMIN_REPORT_TEXT = {
  storesNeedBranch: 'Pilih cabang untuk melihat daftar toko.',
} as const

/** GET /api/user/laporan: a buyer, over his store. `stores` and `store_id` are refused (400). */
export const userReportQuerySchema = z.strictObject(reportQueryShape)
export type UserReportQuery = z.infer<typeof userReportQuerySchema>

export type ReportRange = { from: string; to: string }
export type ReportRangeCheck = ({ ok: true } & ReportRange) | { ok: false; detail: string }

/**
 * The days a report covers, both included: `to` defaults to today, `from` to the 30 days ending
 * at `to`. A malformed or impossible date, from after to, or more than 366 days is refused.
 */
export function reportRange(input: { from?: string; to?: string }, today: string): ReportRangeCheck {
  if ((input.from !== undefined && !isCalendarDay(input.from)) || (input.to !== undefined && !isCalendarDay(input.to))) {
    return { ok: false, detail: REPORT_TEXT.dateInvalid }
  }
  const to = input.to ?? today
  const from = input.from ?? addDays(to, 1 - REPORT_DEFAULT_DAYS)
  if (from > to) return { ok: false, detail: REPORT_TEXT.fromAfterTo }
  if (addDays(from, REPORT_MAX_DAYS - 1) < to) return { ok: false, detail: REPORT_TEXT.tooLong }
  return { ok: true, from, to }
}

/** Every day from `from` to `to`, both included (a checked range: at most 366). */
export function daysOf(range: ReportRange): string[] {
  const days: string[] = []
  for (let day = range.from; day <= range.to; day = addDays(day, 1)) days.push(day)
  return days
}

// ---- the answer ---------------------------------------------------------------------------------

const count = z.number().int().nonnegative()
/** Orders and their Rupiah amount (product.md §10.8). */
export const reportFigureSchema = z.object({ count, amount: z.number() })

const statusFigureShape = {
  estimasi: reportFigureSchema,
  konfirmasi: reportFigureSchema,
  dipesan: reportFigureSchema,
  diproses: reportFigureSchema,
  batal: reportFigureSchema,
}
export const statusFiguresSchema = z.object(statusFigureShape)
export type StatusFigures = z.infer<typeof statusFiguresSchema>

export const repeatPartSchema = z.object({
  part_no: z.string(),
  name: z.string(),
  /** Orders in the range holding the part, every status included. */
  freq: count,
  qty_est_total: count,
  qty_ordered_total: count,
})
export type RepeatPart = z.infer<typeof repeatPartSchema>

export const partOrderSchema = z.object({
  invoice: z.string(),
  /** The order's instant in Jakarta time with its offset ('2026-03-02T00:00:00.000+07:00'): the first 10 characters are its day. */
  tanggal: z.string(),
  status_label: z.string(),
  qty_est: count,
  /** Null until the buyer ordered (before Dipesan, and on cancelled orders). */
  qty_ordered: count.nullable(),
})
export type PartOrder = z.infer<typeof partOrderSchema>

export const timelineSchema = z.object({
  invoice: z.string(),
  /** Creation and every status change, oldest first; timestamps as `tanggal` above. */
  events: z.array(z.object({ status_label: z.string(), timestamp: z.string() })),
})
export type Timeline = z.infer<typeof timelineSchema>

export const storeSummarySchema = z.object({
  store_id: z.number().int(),
  store_code: z.string(),
  store_name: z.string(),
  ...statusFigureShape,
})
export type StoreSummary = z.infer<typeof storeSummarySchema>

export const storeUserFiguresSchema = z.object({ user_id: z.number().int(), username: z.string(), ...statusFigureShape })

export const storeDetailReportSchema = z.object({
  store_id: z.number().int(),
  store_code: z.string(),
  store_name: z.string(),
  totals: statusFiguresSchema,
  users: z.array(storeUserFiguresSchema),
})
export type StoreDetailReport = z.infer<typeof storeDetailReportSchema>

export const dayCountsSchema = z.object({
  /** yyyy-mm-dd, a Jakarta day */
  day: z.string(),
  estimasi: count,
  konfirmasi: count,
  dipesan: count,
  diproses: count,
  batal: count,
})
export type DayCounts = z.infer<typeof dayCountsSchema>

export const unfilledSchema = z.object({
  /** Confirmed ÷ estimated quantity over the lines of orders staff confirmed (status 2..5); null when none. */
  fill_rate: z.number().nullable(),
  /** Parts by quantity not supplied (estimate − confirmed) on confirmed lines short of their estimate. */
  parts: z.array(z.object({ part_no: z.string(), name: z.string(), qty_short: count, lines: count })),
})
export type Unfilled = z.infer<typeof unfilledSchema>

/** How long open back-order lines have waited, by their Jakarta day of opening (docs/product.md §13.5). */
export const BACKORDER_AGE_BANDS = [
  { key: 'd0_7', label: '0–7 hari', maxDays: 7 },
  { key: 'd8_30', label: '8–30 hari', maxDays: 30 },
  { key: 'd31_60', label: '31–60 hari', maxDays: 60 },
  { key: 'd61', label: '> 60 hari', maxDays: null },
] as const
export type BackorderAgeKey = (typeof BACKORDER_AGE_BANDS)[number]['key']

const rate = z.number().nonnegative().nullable()

/**
 * What happened after the export to the orders created in the range that were exported since
 * deliveries are recorded (docs/product.md §13.5); open back-orders are today's, whatever the range.
 */
export const fulfilmentFiguresSchema = z.object({
  orders: count,
  qty_ordered: count,
  qty_delivered: count,
  /** Delivered ÷ ordered; null when nothing was ordered. */
  fill_rate: rate,
  backorder_lines: count,
  backorders_arrived: count,
  /** Arrived by their ETA (Indent), else within the branch's days that flag a line 'Lama'. */
  backorders_on_time: count,
  /** On time ÷ arrived; null when none arrived. */
  on_time_rate: rate,
  /** Orders whose every supplied part was delivered and received. */
  received_orders: count,
  /** Mean days from Dipesan to the receipt that completed the order, one decimal; null when none. */
  avg_days_to_receipt: z.number().nonnegative().nullable(),
  discrepancies: z.object({ kurang: count, rusak: count, salah_part: count }),
  /** Back-order lines open now (Menunggu, Stok Tersedia). */
  open_backorders: count,
})
export type FulfilmentFigures = z.infer<typeof fulfilmentFiguresSchema>

export const fulfilmentReportSchema = fulfilmentFiguresSchema.extend({
  open_by_age: z.object({ d0_7: count, d8_30: count, d31_60: count, d61: count }),
})
export type FulfilmentReport = z.infer<typeof fulfilmentReportSchema>

/** One store of a branch, or one branch of every branch, with its figures. */
export const unitFulfilmentSchema = fulfilmentFiguresSchema.extend({
  id: z.number().int(),
  code: z.string(),
  name: z.string(),
})
export type UnitFulfilment = z.infer<typeof unitFulfilmentSchema>

/** 'Tanya Part' (docs/product.md §14.4): requests asked in the range, answered, and the median minutes to the first answer. */
export const answerTimeSchema = z.object({
  asked: count,
  answered: count,
  /** null when none was answered */
  median_minutes: z.number().nonnegative().nullable(),
})
export type AnswerTime = z.infer<typeof answerTimeSchema>

export const branchAnswerTimeSchema = answerTimeSchema.extend({ id: z.number().int(), code: z.string(), name: z.string() })

export const reportResponseSchema = z.object({
  range: z.object({ from: z.string(), to: z.string() }),
  /**
   * When the figures were counted (Jakarta time with offset). Each instance reuses a count for
   * 30 s, and answers an older one (up to 5 minutes) while recounting for the next caller.
   */
  as_of: z.string(),
  cards: statusFiguresSchema,
  repeat: z.array(repeatPartSchema),
  /** Every day of the range, zeros included: orders created that day by their current status. */
  per_day: z.array(dayCountsSchema),
  unfilled: unfilledSchema,
  fulfilment: fulfilmentReportSchema,
  /** Head office over every branch: each branch with exported orders in the range, by code. */
  fulfilment_branches: z.array(unitFulfilmentSchema).optional(),
  /** Staff and head office: the branch's (or every branch's) answers to 'Tanya Part'. */
  part_requests: answerTimeSchema.optional(),
  /** Head office over every branch: each branch with a request in the range, by code. */
  part_requests_branches: z.array(branchAnswerTimeSchema).optional(),
  /** Only with `part_no`. */
  orders_by_part: z.array(partOrderSchema).optional(),
  /** Only with `invoice`; null when no such order is in the caller's scope. */
  timeline: timelineSchema.nullable().optional(),
  /** Staff only, with `stores=1`: the stores of the branch with orders in the range. */
  stores: z.array(storeSummarySchema).optional(),
  /** Staff only, with `stores=1`: the stores of the branch with exported orders in the range, by code. */
  fulfilment_stores: z.array(unitFulfilmentSchema).optional(),
  /** Staff only, with `store_id`. */
  store_detail: storeDetailReportSchema.optional(),
})
export type ReportResponse = z.infer<typeof reportResponseSchema>
