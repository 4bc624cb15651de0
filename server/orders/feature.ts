import { defineFeature } from '../lib/feature'
import { orderRoutes } from './routes'
import { createOrderService } from './service'
import type {} from './tables' // its tables' types, merged into Database

export const ordersFeature = defineFeature({
  name: 'orders',
  needs: ['stock', 'books', 'cart', 'orderEvents'],
  gives: [],
  tables: ['orders', 'order_items', 'order_counters', 'ready_statuses'],
  build: ({ db, clock }, { stock, books, cart, orderEvents }) => ({
    gives: {},
    routes: (app) => orderRoutes(app, { orders: createOrderService({ db, clock, stock, cart, orderEvents, books }) }),
  }),
})
