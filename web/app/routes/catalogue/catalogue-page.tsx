// /user/produk/all and the read-only /seller/produk/all (product.md §2.6).
import type { ProductWithStock } from '#common/catalogue.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { useCart } from '#web/features/cart/hooks/use-cart.ts'
import { useCartErrorToasts } from '#web/features/cart/hooks/use-cart-error-toasts.ts'
import { BuyerResults } from '#web/features/catalogue/components/buyer-results.tsx'
import { CatalogueResults } from '#web/features/catalogue/components/catalogue-results.tsx'
import { CatalogueToolbar } from '#web/features/catalogue/components/catalogue-toolbar.tsx'
import { PriceStorePicker } from '#web/features/catalogue/components/price-store-picker.tsx'
import { ProductCard } from '#web/features/catalogue/components/product-card.tsx'
import { useCatalogueArea } from '#web/features/catalogue/hooks/use-catalogue-area.ts'
import { type CatalogueState, useCatalogueState } from '#web/features/catalogue/hooks/use-catalogue-state.ts'
import { usePriceStoreParam } from '#web/features/catalogue/hooks/use-price-store.ts'
import { hrefWithPriceStore } from '#web/features/catalogue/logic/price-store.ts'
import { STORE_PRICE_LABEL } from '#web/features/catalogue/logic/price-view.ts'
import type { Area } from '#web/lib/paths.ts'
import { paths } from '#web/lib/paths.ts'

/** The buyer's list with his cart; staff never mount it: its calls are the buyer's and would be refused. */
function BuyerCatalogueResults({ state, area }: { state: CatalogueState; area: Area }) {
  const cart = useCart()
  useCartErrorToasts()
  return <BuyerResults state={state} area={area} cart={cart} />
}

export function CataloguePage() {
  const { area, readOnly } = useCatalogueArea()
  const priceStore = usePriceStoreParam(readOnly)
  const state = useCatalogueState(readOnly, priceStore.storeId)
  // Staff never mount the cart: its calls are the buyer's and would be refused. Their detail link
  // keeps the store whose prices they look at.
  const sellerCard = (product: ProductWithStock, first: boolean, highlight: readonly string[]) => (
    <ProductCard
      key={product.id}
      product={product}
      href={hrefWithPriceStore(paths.product(area, product.id), priceStore.storeId)}
      first={first}
      priceLabel={STORE_PRICE_LABEL}
      highlight={highlight}
    />
  )
  return (
    <>
      <PageHeader title="Semua Produk" />
      {readOnly && <PriceStorePicker storeId={priceStore.storeId} onChange={priceStore.setStoreId} />}
      <CatalogueToolbar state={state} readOnly={readOnly} />
      {readOnly ? (
        <CatalogueResults state={state} renderCard={sellerCard} />
      ) : (
        <BuyerCatalogueResults state={state} area={area} />
      )}
    </>
  )
}
