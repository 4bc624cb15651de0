import { PlaceholderPage } from '../../components/placeholder-page'

/** Registers a store (SPEC §2.13); filled in by the management issue. */
export function RegisterStorePage() {
  return <PlaceholderPage title="Daftar Toko" />
}
