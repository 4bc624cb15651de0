import { z } from 'zod'
import { QTY_MAX } from './cart-rules'
import {
  COURIER_MAX,
  DELIVERY_LINES_MAX,
  DELIVERY_METHODS,
  DELIVERY_TEXT,
  normalisePlate,
  PLATE_MAX,
  PLATE_PATTERN,
  TRACKING_MAX,
} from './delivery-rules'
import { isCalendarDay } from './jakarta-time'
import { ORDER_BUCKETS } from './order-status'
import { discrepancySchema, receivedSchema } from './receipts'
import { wireText } from './wire'

// The deliveries' request and answer shapes; the methods, labels and limits are in delivery-rules.ts.
export * from './delivery-rules'

/** trimmed; blank is absent */
const optionalText = (max: number, tooLong: string) =>
  z.preprocess((v) => {
    if (typeof v !== 'string') return v
    const trimmed = v.trim().replace(/\s+/g, ' ')
    return trimmed === '' ? undefined : trimmed
  }, wireText(max, tooLong).optional())

const deliveryLineInput = z.strictObject({
  order_item_id: z.number().int().positive().max(Number.MAX_SAFE_INTEGER),
  qty: z.number().int('Jumlah harus bilangan bulat').min(1, 'Jumlah minimal 1').max(QTY_MAX, `Jumlah maksimal ${QTY_MAX}`),
})

/** Staff's 'Catat Pengiriman': the lines sent and how. The server checks each against what is left to send. */
export const createDeliverySchema = z
  .strictObject({
    method: z.enum(DELIVERY_METHODS, { message: 'Pilih cara pengiriman' }),
    courier: optionalText(COURIER_MAX, `Nama sopir / kurir maksimal ${COURIER_MAX} karakter`),
    plate: z.preprocess(
      (v) => (typeof v === 'string' ? normalisePlate(v) || undefined : v),
      wireText(PLATE_MAX, DELIVERY_TEXT.plateInvalid).regex(PLATE_PATTERN, DELIVERY_TEXT.plateInvalid).optional(),
    ),
    tracking: optionalText(TRACKING_MAX, `No. resi maksimal ${TRACKING_MAX} karakter`),
    /** the Jakarta day it left the branch (or was picked up), yyyy-mm-dd */
    date: z.string().refine(isCalendarDay, 'Tanggal tidak valid'),
    lines: z.array(deliveryLineInput).min(1, DELIVERY_TEXT.noLines).max(DELIVERY_LINES_MAX),
  })
  .superRefine((body, ctx) => {
    if (body.method === 'dikirim') {
      if (!body.courier) ctx.addIssue({ code: 'custom', path: ['courier'], message: DELIVERY_TEXT.courierRequired })
      if (!body.plate) ctx.addIssue({ code: 'custom', path: ['plate'], message: DELIVERY_TEXT.plateRequired })
    }
    const seen = new Set<number>()
    for (const [i, line] of body.lines.entries()) {
      if (seen.has(line.order_item_id)) {
        ctx.addIssue({ code: 'custom', path: ['lines', i, 'order_item_id'], message: DELIVERY_TEXT.duplicateLine })
      }
      seen.add(line.order_item_id)
    }
  })
export type CreateDeliveryRequest = z.infer<typeof createDeliverySchema>

const orderRef = z.object({ id: z.number().int(), no_transaksi: z.string(), bucket: z.enum(ORDER_BUCKETS) })

export const deliverySummarySchema = z.object({
  id: z.number().int(),
  number: z.string(),
  method: z.enum(DELIVERY_METHODS),
  method_label: z.string(),
  courier: z.string().nullable(),
  plate: z.string().nullable(),
  tracking: z.string().nullable(),
  /** yyyy-mm-dd */
  date: z.string(),
  /** the staff member who recorded it */
  recorded_by: z.string(),
  /** ISO */
  recorded_at: z.string(),
  /** parts and pieces on it */
  lines: z.number().int(),
  pieces: z.number().int(),
})
export type DeliverySummary = z.infer<typeof deliverySummarySchema>

/** One delivery whole, as the Surat Jalan prints it. */
export const deliverySchema = deliverySummarySchema.extend({
  order: orderRef,
  cabang: z.object({ kode: z.string(), nama: z.string(), alamat: z.string(), telepon: z.string() }),
  toko: z.object({ kode: z.string(), nama: z.string(), alamat: z.string() }),
  items: z.array(
    z.object({
      order_item_id: z.number().int(),
      line_no: z.number().int(),
      part_no: z.string(),
      part_name: z.string(),
      qty: z.number().int(),
      /** what the receipt said arrived; null until it is confirmed */
      qty_received: z.number().int().nullable(),
    }),
  ),
  /** the confirmation ('Terima Barang'); null while it waits for one */
  received: receivedSchema.nullable(),
  /** the viewer may confirm it now (a buyer of the store or the branch's staff, not yet received) */
  can_receive: z.boolean(),
  discrepancies: z.array(discrepancySchema),
})
export type Delivery = z.infer<typeof deliverySchema>

/** An order's side: per line what was ordered, sent and is still to send, and its deliveries. */
export const orderDeliveriesSchema = z.object({
  lines: z.array(
    z.object({
      order_item_id: z.number().int(),
      line_no: z.number().int(),
      part_no: z.string(),
      part_name: z.string(),
      /** what the branch supplies of the line: the ordered quantity of an Ada or Sebagian line, else 0 */
      ordered: z.number().int(),
      delivered: z.number().int(),
      open: z.number().int(),
    }),
  ),
  deliveries: z.array(deliverySummarySchema),
  /** the viewer may record a delivery now (staff of the branch, order Diproses, something left to send) */
  can_record: z.boolean(),
})
export type OrderDeliveries = z.infer<typeof orderDeliveriesSchema>

export const createDeliveryResponseSchema = z.object({ delivery: deliverySummarySchema })
export type CreateDeliveryResponse = z.infer<typeof createDeliveryResponseSchema>
