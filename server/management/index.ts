// The management feature as the rest of the server sees it: the composition root wires the
// service (with the shared scrypt gate) and the routes; head office registers staff through the
// same service (createStaff: the Daftar User rules), and every feature that changes accounts,
// stores or branches writes its audit rows through appendAuditEvent.
export { type AuditChange, type AuditDetail, type AuditEvent, appendAuditEvent } from './audit'
export { isUniqueViolation } from './conflicts'
export { managementRoutes } from './routes'
export {
  createManagementService,
  type ManagementDeps,
  type ManagementService,
  type Registrar,
  type StaffForm,
} from './service'
export { fieldInvalid, readMustChangePassword, take } from './user-form'
