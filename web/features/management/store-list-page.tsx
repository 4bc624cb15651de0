import { PlaceholderPage } from '../../components/placeholder-page'

/** The branch's stores (SPEC §2.13); filled in by the management issue. */
export function StoreListPage() {
  return <PlaceholderPage title="List Toko" />
}
