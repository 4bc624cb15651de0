// The cart feature: its descriptor (the service and its routes). Anything not exported here is internal.
export { cartFeature } from './feature'
