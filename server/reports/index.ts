// The reports as the rest of the server sees them: the feature (service, routes, what makes their
// kept figures old) and the service's type; head office's report (server/admin) is the same
// service's forHeadOffice.

// tests build the service alone, without reuse
export { NO_REUSE as REPORT_NO_REUSE } from '../lib/reuse-cache'
export { reportsFeature } from './feature'
export type { ReportService } from './service'
export { createReportService } from './service'
