import { defineFeature } from '../lib/feature'
import { branchesOfNotice, STOCK_LOADED_CHANNEL } from '../stock'
import { checkArrivals, startArrivalLooks } from './arrivals'
import { openLines } from './open-lines'
import { backorderRoutes } from './routes'
import { createBackorderService } from './service'
import type {} from './tables' // its tables' types, merged into Database

export const backordersFeature = defineFeature({
  name: 'backorders',
  needs: ['stock', 'orderEvents'],
  gives: [],
  channels: [STOCK_LOADED_CHANNEL],
  tables: ['backorder_lines', 'backorder_branch_days', 'backorder_store_days'],
  build({ db, clock, config, log, channels }, { stock, orderEvents }) {
    // the export's own transaction opens what it left unsupplied
    orderEvents.inTransaction('backorders', (trx, change) => openLines(trx, change, clock.now()).then(() => {}))
    const arrivals = { db, clock, stock, orderEvents, log }
    // a stock load looks at once for its branches' waiting parts; every few minutes, every branch
    channels.listen(STOCK_LOADED_CHANNEL, (payload) => {
      const branches = branchesOfNotice(payload)
      if (branches) void checkArrivals(arrivals, branches)
    })
    const minutes = config.backorderCheckMinutes ?? 0
    const looks = minutes > 0 ? startArrivalLooks(arrivals, minutes) : null
    const backorders = createBackorderService({ db, clock, orderEvents })
    return {
      gives: {},
      routes: (app) => backorderRoutes(app, { backorders }),
      close: looks ? () => looks.close() : undefined,
    }
  },
})
