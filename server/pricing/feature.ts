import { defineFeature } from '../lib/feature'
import { PriceBooks } from './books'
import type {} from './tables' // its tables' types, merged into Database

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
  tables: ['price_agreements', 'tax_settings'],
  build: ({ db }) => ({ gives: { books: new PriceBooks(db) } }),
})
