// The management feature: its descriptor (the service, with the shared scrypt gate, and the
// routes) and what the rest of the server uses; head office registers staff through the
// same service (createStaff: the Daftar User rules), and every feature that changes accounts,
// stores or branches writes its audit rows through appendAuditEvent; head office deactivates,
// reactivates and resets staff through the same account changes (account-changes.ts), and edits a
// store's price group, NPWP and address through the same edit as List Toko (store-edit.ts). The
// seed writes accounts as their table's type; the onboarding registers stores as Daftar Toko does
// (NewStore).
export {
  type AccountChangeDeps,
  changeActive,
  checkedResetPassword,
  resetAccountPassword,
  type SessionRevoker,
} from './account-changes'
export { readAccountForm } from './account-form'
export type { AuditChange } from './audit'
export { appendAuditEvent } from './audit-queries'
export { isUniqueViolation } from './conflicts'
export { managementFeature } from './feature'
export type { ManagementService } from './service'
export { editStorePricing } from './store-edit'
export type { NewStore } from './store-queries'
export type { UsersTable } from './tables'
export { fieldInvalid, take } from './user-form'
