import { PlaceholderPage } from '../../components/placeholder-page'

/** The staff's user and store management hub (SPEC §2.13); filled in by the management issue. */
export function ManagementHubPage() {
  return <PlaceholderPage title="Manajemen User" />
}
