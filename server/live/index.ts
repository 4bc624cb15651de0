// The live stream as the composition root wires it: the hub that turns PostgreSQL notices into
// events, and the routes that hold the browsers' streams.
export { startLiveHub } from './hub'
export { liveRoutes } from './routes'
