import { PlaceholderPage } from '../../components/placeholder-page'

/** The staff's reports (SPEC §2.15); filled in by the report issue. */
export function SellerReportPage() {
  return <PlaceholderPage title="Laporan Staff" />
}
