// Catalogue screens (SPEC §2.5–§2.7); filled in by the catalogue issue.
import { PlaceholderPage } from '../../components/placeholder-page'

export function ProductSearchPage() {
  return <PlaceholderPage title="Produk" />
}

export function CataloguePage() {
  return <PlaceholderPage title="Semua Produk" />
}

export function ProductDetailPage() {
  return <PlaceholderPage title="Detail Produk" />
}
