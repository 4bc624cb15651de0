// The deliveries feature ('Pengiriman'): its descriptor, and the writes the demo seed records its
// deliveries with. Anything not exported here is internal.
export { deliveriesFeature } from './feature'
export { refreshFulfilment } from './fulfilment'
export { insertDelivery, nextSeq as nextDeliverySeq } from './queries'
