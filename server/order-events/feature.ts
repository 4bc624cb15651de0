import { defineFeature } from '../lib/feature'
import { ORDER_STATUS_CHANNEL } from './channel'
import { OrderEvents } from './dispatcher'
import type {} from './tables' // its tables' types, merged into Database

declare module '../lib/feature' {
  interface Services {
    /** the one way an order's change reaches the features that react to it */
    orderEvents: OrderEvents
  }
}

export const orderEventsFeature = defineFeature({
  name: 'order-events',
  needs: [],
  gives: ['orderEvents'],
  channels: [ORDER_STATUS_CHANNEL],
  tables: ['order_events'],
  build({ channels }) {
    const orderEvents = new OrderEvents()
    channels.listen(ORDER_STATUS_CHANNEL, (payload) => orderEvents.heard(payload))
    return { gives: { orderEvents } }
  },
})
