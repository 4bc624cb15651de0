// The orders feature as other features may use it. Anything not exported here is internal.
export { createEstimate, type EstimateInput, type EstimateLine } from './estimate'
export { formatOrderNumber } from './numbering'
export { canSeeOrder, orderScope } from './policy'
export { nextOrderNumber, reserveOrderNumbers } from './queries'
export {
  ORDER_STATUS_CHANNEL,
  type OrderHappening,
  type OrderNotifier,
  type OrderStatusNotice,
  type OrderWritten,
} from './status-notice'
