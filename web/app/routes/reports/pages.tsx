// Report screens (and head office's); router.tsx lazy-loads them by these names.
export { AdminReportPage } from './admin-report-page'
export { SellerReportPage } from './seller-report-page'
export { UserReportPage } from './user-report-page'
