// Cart screen (SPEC §2.8); filled in by the cart issue.
import { PlaceholderPage } from '../../components/placeholder-page'

export function CartPage() {
  return <PlaceholderPage title="Keranjang" />
}
