// The reports as the rest of the server sees them: the composition root wires the service and the
// routes; head office's report (server/admin) is the same service's forHeadOffice, handed to it.

export { NO_REUSE as REPORT_NO_REUSE } from '../lib/reuse-cache'
export { createReportFreshness } from './freshness'
export { reportRoutes } from './routes'
export { createReportService, type ReportService } from './service'
