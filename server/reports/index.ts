// The reports as the rest of the server sees them: nothing of it is used by another feature; the
// composition root wires the service and the routes.

export { NO_REUSE as REPORT_NO_REUSE } from '../lib/reuse-cache'
export { reportRoutes } from './routes'
export { createReportService, type ReportDeps, type ReportService } from './service'
