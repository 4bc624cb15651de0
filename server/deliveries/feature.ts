import { defineFeature } from '../lib/feature'
import { startAutoReceipts } from './auto-receipt'
import { refreshFulfilment } from './fulfilment'
import { receiptRoutes } from './receipt-routes'
import { createReceiptService } from './receipt-service'
import { deliveryRoutes } from './routes'
import { createDeliveryService } from './service'
import type {} from './tables' // its tables' types, merged into Database

export const deliveriesFeature = defineFeature({
  name: 'deliveries',
  needs: ['orderEvents'],
  gives: [],
  channels: [],
  tables: ['deliveries', 'delivery_lines', 'delivery_counters', 'discrepancies', 'delivery_photos'],
  build({ db, clock, config, log }, { orderEvents }) {
    // every export, delivery, receipt and closed discrepancy keeps the order's fulfilment right
    orderEvents.inTransaction('deliveries', (trx, change) => refreshFulfilment(trx, change).then(() => {}))
    const deliveries = createDeliveryService({ db, clock, orderEvents })
    const receipts = createReceiptService({ db, clock, orderEvents })
    const minutes = config.autoReceiptCheckMinutes ?? 0
    const looks = minutes > 0 ? startAutoReceipts({ db, clock, orderEvents, log }, minutes) : null
    return {
      gives: {},
      routes: async (app) => {
        await deliveryRoutes(app, { deliveries })
        await receiptRoutes(app, { receipts })
      },
      close: looks ? () => looks.close() : undefined,
    }
  },
})
