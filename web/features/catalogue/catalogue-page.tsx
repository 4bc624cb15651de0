// /user/produk/all and the read-only /seller/produk/all (product.md §2.6).
import type { ProductWithStock } from '#common/catalogue.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { paths } from '#web/lib/paths.ts'
import { BuyerResults } from './components/buyer-results'
import { CatalogueResults } from './components/catalogue-results'
import { CatalogueToolbar } from './components/catalogue-toolbar'
import { ProductCard } from './components/product-card'
import { useCatalogueArea } from './hooks/use-catalogue-area'
import { useCatalogueState } from './hooks/use-catalogue-state'

export function CataloguePage() {
  const { area, readOnly } = useCatalogueArea()
  const state = useCatalogueState(readOnly)
  // Staff never mount the cart: its calls are the buyer's and would be refused.
  const sellerCard = (product: ProductWithStock, first: boolean) => (
    <ProductCard key={product.id} product={product} href={paths.product(area, product.id)} first={first} />
  )
  return (
    <>
      <PageHeader title="Semua Produk" />
      <CatalogueToolbar state={state} readOnly={readOnly} />
      {readOnly ? <CatalogueResults state={state} renderCard={sellerCard} /> : <BuyerResults state={state} area={area} />}
    </>
  )
}
