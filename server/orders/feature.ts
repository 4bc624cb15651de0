import { defineFeature } from '../lib/feature'
import { orderRoutes } from './routes'
import { createOrderService } from './service'

export const ordersFeature = defineFeature({
  name: 'orders',
  needs: ['stock', 'books', 'cart', 'orderEvents'],
  gives: [],
  build: ({ db, clock }, { stock, books, cart, orderEvents }) => ({
    gives: {},
    routes: (app) => orderRoutes(app, { orders: createOrderService({ db, clock, stock, cart, orderEvents, books }) }),
  }),
})
