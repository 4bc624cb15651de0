import { ReportPage } from './report-page'

/** 'Laporan User' (product.md §2.15): the buyer's own store, without the Toko tab. */
export function UserReportPage() {
  return <ReportPage viewer="user" />
}
