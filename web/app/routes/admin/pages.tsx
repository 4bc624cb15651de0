// Head office's screens (the /admin area); router.tsx lazy-loads them by these names. Its Laporan
// is the reports feature's page and its Profil the profile feature's.
export { AuditPage } from './audit-page'
export { BranchListPage } from './branch-list-page'
export { SettingsPage } from './settings-page'
export { StaffListPage } from './staff-list-page'
export { AdminStoreListPage } from './store-list-page'
export { SynonymListPage } from './synonym-list-page'
