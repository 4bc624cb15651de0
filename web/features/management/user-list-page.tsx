import { PlaceholderPage } from '../../components/placeholder-page'

/** The branch's accounts (SPEC §2.13); filled in by the management issue. */
export function UserListPage() {
  return <PlaceholderPage title="List User" />
}
