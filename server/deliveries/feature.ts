import { defineFeature } from '../lib/feature'
import { deliveryRoutes } from './routes'
import { createDeliveryService } from './service'
import type {} from './tables' // its tables' types, merged into Database

export const deliveriesFeature = defineFeature({
  name: 'deliveries',
  needs: ['orderEvents'],
  gives: [],
  channels: [],
  tables: ['deliveries', 'delivery_lines', 'delivery_counters'],
  build({ db, clock }, { orderEvents }) {
    const deliveries = createDeliveryService({ db, clock, orderEvents })
    return { gives: {}, routes: (app) => deliveryRoutes(app, { deliveries }) }
  },
})
