// The cart feature as other features may use it, and the service and routes app.ts wires.
// Anything not exported here is internal.
export { cartRoutes } from './routes'
export { createCartService } from './service'
