import { defineFeature } from '../lib/feature'
import { embeddedStockProvider } from './embedded'
import { httpStockProvider } from './http'
import type { StockProvider } from './provider'
import type {} from './tables' // its tables' types, merged into Database

declare module '../lib/feature' {
  interface Services {
    /** live stock (OSC): the branch's own table, or the dealer's stock service over HTTP */
    stock: StockProvider
  }
}

export const stockFeature = defineFeature({
  name: 'stock',
  needs: [],
  gives: ['stock'],
  tables: ['stock'],
  build({ db, config }) {
    if (config.stockProvider !== 'http') return { gives: { stock: embeddedStockProvider(db) } }
    if (!config.oscUrl) throw new Error('STOCK_PROVIDER=http needs OSC_URL')
    return { gives: { stock: httpStockProvider(config.oscUrl) } }
  },
})
