// An order's timeline and the one way its changes reach the features that react to them
// (notifications, live streams, reports): whatever changes an order records it through the
// dispatcher, and the reacting features register with it when they are built. OrderAction names
// a timeline row's action.
export type { OrderStatusNotice } from './channel'
export { type OrderChange, OrderEvents, type RecordChange } from './dispatcher'
export { orderEventsFeature } from './feature'
export type { OrderAction } from './tables'
