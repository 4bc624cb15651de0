import { PlaceholderPage } from '../../components/placeholder-page'

/** The buyer's reports (SPEC §2.15); filled in by the report issue. */
export function UserReportPage() {
  return <PlaceholderPage title="Laporan User" />
}
