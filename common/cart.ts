import { z } from 'zod'
import { CART_QTY_MIN, CHECKOUT_MAX_ITEMS, NOTE_MAX, QTY_MAX } from './cart-rules'
import { pricedFields } from './catalogue'
import { taxSettingsAnswerSchema } from './orders'
import { wireText } from './wire'

// The cart's request and answer shapes; its limits and rules without zod are in cart-rules.ts,
// which the screens import so a page that only needs a number does not carry zod.
export * from './cart-rules'

// Bodies are strict: a quantity is a JSON integer, never "5", 5.5, true or [5].
const qty = z.number().int().min(CART_QTY_MIN, 'qty minimal 1').max(QTY_MAX, 'qty maksimal 999')
const note = wireText(NOTE_MAX, 'Maks 100 karakter')
const productId = z.number().int().positive()

export const cartAddRequestSchema = z.strictObject({ product_id: productId, qty, description: note.optional() })
export type CartAddRequest = z.infer<typeof cartAddRequestSchema>
export const cartSetRequestSchema = z.strictObject({ qty, description: note.nullable().optional() })
export type CartSetRequest = z.infer<typeof cartSetRequestSchema>
export const checkoutRequestSchema = z.strictObject({
  product_ids: z
    .array(productId)
    .min(1, 'Pilih minimal 1 item')
    .max(CHECKOUT_MAX_ITEMS, 'Maksimal 50 item terpilih')
    .refine((ids) => new Set(ids).size === ids.length, 'Item terpilih tidak boleh ganda'),
  note_user: note.optional().default(''),
})
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>

export const cartItemSchema = z.object({
  product_id: z.number().int(),
  sto_id: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
  ...pricedFields,
  qty: z.number().int(),
  description: z.string().nullable(),
  added_at: z.string(),
  updated_at: z.string(),
  /** set when the part was replaced by a newer number after it was added: the offer to switch */
  superseded_by: z.object({ product_id: z.number().int(), sto_id: z.string(), name: z.string() }).nullable(),
})
export type CartItem = z.infer<typeof cartItemSchema>

export const cartResponseSchema = z.object({
  items: z.array(cartItemSchema),
  total_active_items: z.number().int(),
  max_active_items: z.number().int(),
  /** the PPN in effect today, for the estimate's totals (common/order-totals.ts) */
  tax: taxSettingsAnswerSchema,
})
export type CartResponse = z.infer<typeof cartResponseSchema>

/** An add of a replaced part puts its current part in the cart instead, and says so. */
export const cartAddResponseSchema = cartResponseSchema.extend({
  replaced: z.object({ from: z.string(), to: z.string() }).nullable(),
})
export type CartAddResponse = z.infer<typeof cartAddResponseSchema>

export const checkoutResponseSchema = z.object({ order_id: z.number().int(), no_transaksi: z.string() })
export type CheckoutResponse = z.infer<typeof checkoutResponseSchema>

/** What 'Pesan Lagi' put into the cart, and what it could not, each with its reason. */
export const pesanLagiResponseSchema = z.object({
  added: z.array(
    z.object({
      product_id: z.number().int(),
      sto_id: z.string(),
      name: z.string(),
      /** the quantity added to the cart */
      qty: z.number().int(),
      /** the cart would have passed 999 of this part: it holds 999 now */
      capped: z.boolean(),
    }),
  ),
  /** numbers of the order replaced since by the part added */
  replaced: z.array(z.object({ from: z.string(), to: z.string() })),
  skipped: z.array(z.object({ sto_id: z.string(), reason: z.string() })),
  cart: cartResponseSchema,
})
export type PesanLagiResponse = z.infer<typeof pesanLagiResponseSchema>

export const frequentResponseSchema = z.object({
  items: z.array(
    z.object({
      product_id: z.number().int(),
      sto_id: z.string(),
      name: z.string(),
      ...pricedFields,
      image: z.string().nullable(),
      /** orders of the store that held the part (or a number it replaced) */
      times: z.number().int(),
      /** the quantity of the latest of them, what one tap adds */
      last_qty: z.number().int(),
      /** when that order was made */
      last_date: z.string(),
      /** the older number the store ordered, when the part replaced it since */
      replaces: z.string().nullable(),
    }),
  ),
  days: z.number().int(),
})
export type FrequentResponse = z.infer<typeof frequentResponseSchema>
