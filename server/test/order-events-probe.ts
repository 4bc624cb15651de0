import { defineFeature } from '../lib/feature'
import type { OrderEvents } from '../order-events'

/**
 * A feature for a test's app that takes hold of the app's own order events, so a job the test
 * runs by hand (a stock look, the automatic receipt) records and tells as the app does.
 */
export function orderEventsProbe() {
  let held: OrderEvents | undefined
  const feature = defineFeature({
    name: 'order-events-probe',
    needs: ['orderEvents'],
    gives: [],
    build(_platform, services) {
      held = services.orderEvents
      return { gives: {} }
    },
  })
  return {
    feature,
    get orderEvents(): OrderEvents {
      if (!held) throw new Error('the probe was not built: pass its feature to startTestApp')
      return held
    },
  }
}
