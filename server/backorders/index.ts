// The back-orders feature ('Sisa Pesanan'): its descriptor, and the arrival look tests and the
// feeds' stock load reach. Anything not exported here is internal.
export { type ArrivalDeps, checkArrivals } from './arrivals'
export { backordersFeature } from './feature'
