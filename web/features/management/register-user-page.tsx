import { PlaceholderPage } from '../../components/placeholder-page'

/** Registers a buyer or staff account (SPEC §2.13); filled in by the management issue. */
export function RegisterUserPage() {
  return <PlaceholderPage title="Daftar User" />
}
