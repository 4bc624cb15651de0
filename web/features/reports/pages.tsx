// Report screens (SPEC §2.15); router.tsx lazy-loads them by these names.
export { SellerReportPage } from './seller-report-page'
export { UserReportPage } from './user-report-page'
