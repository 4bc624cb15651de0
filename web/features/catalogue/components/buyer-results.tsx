// The buyer's catalogue list: quantity and cart on each card, the bulk bar below (product.md §2.6).
import type { ProductWithStock } from '#common/catalogue.ts'
import { type Area, paths } from '#web/lib/paths.ts'
import { useAddToCart } from '../hooks/use-add-to-cart'
import { useBulkQuantities } from '../hooks/use-bulk-quantities'
import type { CatalogueState } from '../hooks/use-catalogue-state'
import type { CartPort } from '../logic/cart-port'
import { BULK_BAR_SPACE, BulkCartBar } from './bulk-cart-bar'
import { BuyerCardControls } from './buyer-card-controls'
import { CatalogueResults } from './catalogue-results'
import { ProductCard } from './product-card'

/** `cart`: the buyer's cart, handed in by the page (another feature). */
export function BuyerResults({ state, area, cart }: { state: CatalogueState; area: Area; cart: CartPort }) {
  // Typed quantities live here, above the list, so a new search keeps them.
  const bulk = useBulkQuantities()
  const { busyIds, bulkBusy, addOne, addAll } = useAddToCart(cart, bulk.clear)

  const renderCard = (product: ProductWithStock, first: boolean, highlight: readonly string[]) => {
    const qty = bulk.qtyOf(product.id)
    return (
      <ProductCard key={product.id} product={product} href={paths.product(area, product.id)} first={first} highlight={highlight}>
        <BuyerCardControls
          partNo={product.sto_id}
          qty={qty}
          inCartQty={cart.qtyOf(product.id)}
          busy={busyIds.has(product.id)}
          onQtyChange={(next) => bulk.setQty(product, next)}
          onAdd={() => void addOne({ product, qty })}
        />
      </ProductCard>
    )
  }

  const totalQty = bulk.lines.reduce((sum, line) => sum + line.qty, 0)
  return (
    <>
      <CatalogueResults state={state} renderCard={renderCard} bottomSpace={bulk.lines.length > 0 ? BULK_BAR_SPACE : 0} />
      <BulkCartBar partCount={bulk.lines.length} totalQty={totalQty} busy={bulkBusy} onAdd={() => void addAll(bulk.lines)} />
    </>
  )
}
