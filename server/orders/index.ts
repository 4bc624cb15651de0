// The orders feature: its descriptor, and what other features use (the estimate the cart and the
// import make, who sees an order, order numbers, what a store ordered). Anything not exported
// here is internal.
export { createEstimate } from './estimate'
export { exportRows, shortfallOf, suppliedOf } from './export-file'
export { ordersFeature } from './feature'
export { formatOrderNumber } from './numbering'
export { orderRef } from './order-ref'
export { type OrderedPart, orderedParts } from './ordered-part-queries'
export { canSeeOrder, orderScope } from './policy'
export { nextOrderNumber, reserveOrderNumbers } from './queries'
export type { LinePrice } from './quote-queries'
export { createOrderService } from './service'
