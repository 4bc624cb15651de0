// The nightly feeds as the rest of the server uses them: the service and routes app.ts wires, the
// worker every instance runs, the command-line loaders' entry, and the figures /api/metrics shows.
export { runFeedCli } from './cli'
export { feedMetrics } from './metrics'
export { feedRoutes } from './routes'
export { createFeedService } from './service'
export { startFeedWorker } from './worker'
