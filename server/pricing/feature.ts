import { defineFeature } from '../lib/feature'
import { PriceBooks } from './books'

declare module '../lib/feature' {
  interface Services {
    /** each store's agreements in effect, kept for the catalogue's pages */
    books: PriceBooks
  }
}

export const pricingFeature = defineFeature({
  name: 'pricing',
  needs: [],
  gives: ['books'],
  build: ({ db }) => ({ gives: { books: new PriceBooks(db) } }),
})
