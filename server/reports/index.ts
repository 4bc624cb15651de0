// The reports as the rest of the server sees them: nothing of it is used by another feature; the
// composition root wires the service and the routes.

export { REPORT_NO_REUSE } from './report-cache'
export { reportRoutes } from './routes'
export { createReportService, type ReportDeps, type ReportService } from './service'
