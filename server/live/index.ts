// The live stream: the hub that turns PostgreSQL notices into events, and the routes that hold
// the browsers' streams, as one feature.
export { liveFeature } from './feature'
