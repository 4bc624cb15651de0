import { defineFeature } from '../lib/feature'
import { cartRoutes } from './routes'
import { type CartService, createCartService } from './service'
import type {} from './tables' // its tables' types, merged into Database

declare module '../lib/feature' {
  interface Services {
    /** the buyer's cart: orders fill it again ('Pesan Lagi', ganti-part) */
    cart: CartService
  }
}

export const cartFeature = defineFeature({
  name: 'cart',
  needs: ['books', 'orderEvents'],
  gives: ['cart'],
  tables: ['carts', 'cart_items'],
  build({ db, clock, config }, { books, orderEvents }) {
    const cart = createCartService({ db, clock, frequentReuse: config.frequentReuse !== false, orderEvents, books })
    return { gives: { cart }, routes: (app) => cartRoutes(app, { cart }) }
  },
})
