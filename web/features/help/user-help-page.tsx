import { PlaceholderPage } from '../../components/placeholder-page'

/** The buyer's help (SPEC §2.16); comes with the help issue. */
export function UserHelpPage() {
  return <PlaceholderPage title="Bantuan Pengguna" />
}
