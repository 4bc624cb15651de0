// What the buyer's screens of the catalogue need of his cart, which is another feature: the page
// (web/app/routes/catalogue) hands the cart in, so the catalogue never reaches into its store. The
// cart shows its own toasts; an answer of false means it refused (full, a part gone, offline).
import type { ProductWithStock } from '#common/catalogue.ts'

export type CartPart = Pick<
  ProductWithStock,
  'id' | 'sto_id' | 'name' | 'price' | 'price_list' | 'discount_percent' | 'price_source' | 'image' | 'superseded_by'
>

export interface CartPort {
  add(part: CartPart, qty: number): Promise<boolean>
  /** How many of the part are in the cart now. */
  qtyOf(productId: number): number
}

export const cartPart = (p: ProductWithStock): CartPart => ({
  id: p.id,
  sto_id: p.sto_id,
  name: p.name,
  price: p.price,
  price_list: p.price_list,
  discount_percent: p.discount_percent,
  price_source: p.price_source,
  image: p.image,
  superseded_by: p.superseded_by,
})
