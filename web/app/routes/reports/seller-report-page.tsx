import { ReportPage } from './report-page'

/** 'Laporan Staff' (product.md §2.15): the branch's stores, with the Toko tab. */
export function SellerReportPage() {
  return <ReportPage viewer="seller" />
}
