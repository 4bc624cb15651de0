// Profile screen (SPEC §2.14); filled in by the profile issue.
import { PlaceholderPage } from '../../components/placeholder-page'

export function ProfilePage() {
  return <PlaceholderPage title="Profil" />
}
