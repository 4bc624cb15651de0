// Report screens (SPEC §2.15); filled in by the report issue.
import { PlaceholderPage } from '../../components/placeholder-page'

export function UserReportPage() {
  return <PlaceholderPage title="Laporan User" />
}

export function SellerReportPage() {
  return <PlaceholderPage title="Laporan Staff" />
}
