// The orders feature as other features may use it, and the service and routes app.ts wires.
// Anything not exported here is internal.
export { createEstimate } from './estimate'
export { formatOrderNumber } from './numbering'
export { type OrderedPart, orderedParts } from './ordered-part-queries'
export { canSeeOrder, orderScope } from './policy'
export { nextOrderNumber, reserveOrderNumbers } from './queries'
export { orderRoutes } from './routes'
export { createOrderService } from './service'
export {
  ORDER_STATUS_CHANNEL,
  type OrderHappening,
  type OrderNotifier,
  type OrderStatusNotice,
  type OrderWritten,
} from './status-notice'
