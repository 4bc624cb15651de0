import { PlaceholderPage } from '../../components/placeholder-page'

/** The signed-in account's profile (SPEC §2.14); filled in by the profile issue. */
export function ProfilePage() {
  return <PlaceholderPage title="Profil" />
}
