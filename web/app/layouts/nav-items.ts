// Navbar entries of the product, and head office's. A link is active for every page under its prefix.
import { paths } from '#web/lib/paths.ts'

export interface NavItem {
  label: string
  to: string
  activePrefix: string
}

export const USER_NAV: readonly NavItem[] = [
  { label: 'Produk', to: paths.productSearch('user'), activePrefix: paths.productSearch('user') },
  { label: 'Pesanan', to: paths.orders('user'), activePrefix: paths.orderSection('user') },
  { label: 'Laporan', to: paths.reports('user'), activePrefix: paths.reports('user') },
  { label: 'Profil', to: paths.profile('user'), activePrefix: paths.profile('user') },
  { label: 'Bantuan', to: paths.help('user'), activePrefix: paths.help('user') },
]

export const SELLER_NAV: readonly NavItem[] = [
  { label: 'Produk', to: paths.productSearch('seller'), activePrefix: paths.productSearch('seller') },
  { label: 'Pesanan', to: paths.orderSection('seller'), activePrefix: paths.orderSection('seller') },
  { label: 'Laporan', to: paths.reports('seller'), activePrefix: paths.reports('seller') },
  { label: 'Manajemen User', to: paths.management.hub, activePrefix: paths.management.hub },
  { label: 'Profil', to: paths.profile('seller'), activePrefix: paths.profile('seller') },
  { label: 'Bantuan', to: paths.help('seller'), activePrefix: paths.help('seller') },
]

export const ADMIN_NAV: readonly NavItem[] = [
  { label: 'Cabang', to: paths.admin.branches, activePrefix: paths.admin.branches },
  { label: 'Staff', to: paths.admin.staff, activePrefix: paths.admin.staff },
  { label: 'Toko', to: paths.admin.stores, activePrefix: paths.admin.stores },
  { label: 'Impor Pelanggan', to: paths.admin.onboarding, activePrefix: paths.admin.onboarding },
  { label: 'Laporan', to: paths.reports('admin'), activePrefix: paths.reports('admin') },
  { label: 'Audit', to: paths.admin.audit, activePrefix: paths.admin.audit },
  { label: 'Feed Data', to: paths.admin.feeds, activePrefix: paths.admin.feeds },
  { label: 'Notifikasi', to: paths.admin.notifications, activePrefix: paths.admin.notifications },
  { label: 'Pengaturan', to: paths.admin.settings, activePrefix: paths.admin.settings },
  { label: 'Profil', to: paths.profile('admin'), activePrefix: paths.profile('admin') },
]

export function isNavActive(pathname: string, item: NavItem): boolean {
  return pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`)
}
