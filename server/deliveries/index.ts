// The deliveries feature ('Pengiriman'): its descriptor. Anything not exported here is internal.
export { deliveriesFeature } from './feature'
