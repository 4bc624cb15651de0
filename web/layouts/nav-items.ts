// Navbar entries of SPEC §2.3. A link is active for every page under its prefix.
export interface NavItem {
  label: string
  to: string
  activePrefix: string
}

export const USER_NAV: readonly NavItem[] = [
  { label: 'Produk', to: '/user/produk', activePrefix: '/user/produk' },
  { label: 'Pesanan', to: '/user/pesanan/all', activePrefix: '/user/pesanan' },
  { label: 'Laporan', to: '/user/laporan', activePrefix: '/user/laporan' },
  { label: 'Profil', to: '/user/profile', activePrefix: '/user/profile' },
  { label: 'Bantuan', to: '/user/bantuan', activePrefix: '/user/bantuan' },
]

export const SELLER_NAV: readonly NavItem[] = [
  { label: 'Produk', to: '/seller/produk', activePrefix: '/seller/produk' },
  { label: 'Pesanan', to: '/seller/pesanan', activePrefix: '/seller/pesanan' },
  { label: 'Laporan', to: '/seller/laporan', activePrefix: '/seller/laporan' },
  { label: 'Manajemen User', to: '/seller/manajemen-user', activePrefix: '/seller/manajemen-user' },
  { label: 'Profil', to: '/seller/profile', activePrefix: '/seller/profile' },
  { label: 'Bantuan', to: '/seller/bantuan', activePrefix: '/seller/bantuan' },
]

export function isNavActive(pathname: string, item: NavItem): boolean {
  return pathname === item.activePrefix || pathname.startsWith(`${item.activePrefix}/`)
}
