// Seller user management (SPEC §2.13); filled in by the management issue.
import { PlaceholderPage } from '../../components/placeholder-page'

export function ManagementHubPage() {
  return <PlaceholderPage title="Manajemen User" />
}

export function RegisterUserPage() {
  return <PlaceholderPage title="Daftar User" />
}

export function RegisterStorePage() {
  return <PlaceholderPage title="Daftar Toko" />
}

export function UserListPage() {
  return <PlaceholderPage title="List User" />
}

export function StoreListPage() {
  return <PlaceholderPage title="List Toko" />
}
