import { z } from 'zod'
import { OSC_MAX_PARTS } from './catalogue-rules'
import { PRICE_SOURCES } from './price-math'

// The catalogue's request and answer shapes; its limits without zod are in catalogue-rules.ts.
export * from './catalogue-rules'

// Query strings arrive as text: numbers and flags are read from digits and words explicitly,
// and an empty parameter counts as absent (a cleared filter field).
const absentIfEmpty = (v: unknown) => (v === '' ? undefined : v)
const intParam = (min: number, max: number) =>
  z.preprocess(
    absentIfEmpty,
    z
      .string()
      .regex(/^\d{1,9}$/, 'harus angka')
      .transform(Number)
      .pipe(z.number().int().min(min).max(max))
      .optional(),
  )
const priceParam = z.preprocess(
  absentIfEmpty,
  z
    .string()
    .regex(/^\d{1,13}(\.\d{1,2})?$/, 'harus angka >= 0')
    .transform(Number)
    .optional(),
)
const flagParam = z.preprocess(
  absentIfEmpty,
  z
    .enum(['1', '0', 'true', 'false'])
    .transform((v) => v === '1' || v === 'true')
    .optional(),
)

/** 'relevance' orders a name search (docs/product.md §14.3); asked of another search it is the part number's order */
export const PRODUCT_ORDER_KEYS = ['sto_id', 'name', 'price', 'created_at', 'relevance'] as const
export type ProductOrderKey = (typeof PRODUCT_ORDER_KEYS)[number]

const commonQuery = {
  q: z.string().max(100).optional(),
  page_size: intParam(1, 100).optional(),
  order_dir: z.preprocess(absentIfEmpty, z.enum(['asc', 'desc']).optional()),
  min_price: priceParam.optional(),
  max_price: priceParam.optional(),
  name_also: flagParam.optional(),
  'name-also': flagParam.optional(),
  /** whose prices: staff may name a store of their branch ('Harga untuk toko …'); a buyer only his own */
  store_id: intParam(1, 999_999_999).optional(),
}

export const productsQuerySchema = z.object({
  ...commonQuery,
  page: intParam(1, 100_000).optional(),
  order_by: z.preprocess(absentIfEmpty, z.enum(PRODUCT_ORDER_KEYS).optional()),
})
export type ProductsQuery = z.infer<typeof productsQuerySchema>

export const productsOscQuerySchema = z.object({
  ...commonQuery,
  page: intParam(1, 100_000).optional(),
  order_by: z.preprocess(absentIfEmpty, z.enum(PRODUCT_ORDER_KEYS).optional()),
  avail_first: flagParam.optional(),
  only_available: flagParam.optional(),
  cursor: z.string().max(200).optional(),
  db: z.preprocess(absentIfEmpty, z.enum(['osc', 'local']).optional()),
})
export type ProductsOscQuery = z.infer<typeof productsOscQuerySchema>

/** A price as this viewer pays it (common/price-math.ts PricedFields). */
export const pricedFields = {
  price: z.number(),
  price_list: z.number(),
  discount_percent: z.number(),
  price_source: z.enum(PRICE_SOURCES),
}

export const productSchema = z.object({
  id: z.number().int(),
  sto_id: z.string(),
  name: z.string(),
  sto_name: z.string(),
  unit: z.string(),
  image: z.string().nullable(),
  ...pricedFields,
  /** older numbers this part replaces, nearest first; one a search matched comes first of all */
  supersedes: z.array(z.string()),
  /** the current number of a part that has been replaced, else null */
  superseded_by: z.string().nullable(),
})
export type Product = z.infer<typeof productSchema>

export const productWithStockSchema = productSchema.extend({
  available: z.boolean(),
  price_local: z.number(),
  overlay: z.object({ matched: z.boolean(), price_osc: z.number().nullable() }),
})
export type ProductWithStock = z.infer<typeof productWithStockSchema>

/**
 * How old the stock of an answer is: when the branch's stock was last loaded (or the stock
 * service answered), and the hours after which screens warn (STOCK_STALE_HOURS). Optional in
 * the schema so older answers still read; the server always sends both.
 */
export const stockTimeFields = {
  stock_as_of: z.string().nullable().optional(),
  stock_stale_hours: z.number().int().optional(),
}

export const productDetailQuerySchema = z.object({ store_id: commonQuery.store_id })

/** GET /api/products/{id}: the part with its branch stock and the stock's time. */
export const productDetailSchema = productWithStockSchema.extend(stockTimeFields)
export type ProductDetail = z.infer<typeof productDetailSchema>

export const productListSchema = z.object({
  items: z.array(productSchema),
  total: z.number().int(),
  total_capped: z.boolean(),
  has_next: z.boolean(),
  /** the catalogue words a name search matched on, for the cards to highlight (docs/product.md §14.3) */
  highlight: z.array(z.string()).optional(),
})

export const productOscListSchema = z.object({
  items: z.array(productWithStockSchema),
  total: z.number().int(),
  total_capped: z.boolean(),
  has_next: z.boolean(),
  next_cursor: z.string().nullable(),
  /** set when the stock service did not answer: items carry local stock only */
  osc_error: z.string().nullable(),
  /** the catalogue words a name search matched on, for the cards to highlight (docs/product.md §14.3) */
  highlight: z.array(z.string()).optional(),
  ...stockTimeFields,
})
export type ProductOscList = z.infer<typeof productOscListSchema>

export const oscQtyRequestSchema = z.strictObject({
  sto_ids: z.array(z.string().min(1).max(40)).max(OSC_MAX_PARTS),
})
export type OscQtyRequest = z.infer<typeof oscQtyRequestSchema>
export const oscQtyResponseSchema = z.record(z.string(), z.number().int())
export type OscQtyResponse = z.infer<typeof oscQtyResponseSchema>
