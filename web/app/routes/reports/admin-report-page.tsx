import { ReportPage } from './report-page'

/** Head office's report: the staff report over every branch together, or one chosen branch. */
export function AdminReportPage() {
  return <ReportPage viewer="admin" />
}
