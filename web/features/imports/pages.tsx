// Order import screen (SPEC §2.12); filled in by the import issue.
import { PlaceholderPage } from '../../components/placeholder-page'

export function ImportOrderPage() {
  return <PlaceholderPage title="Import Pesanan" />
}
