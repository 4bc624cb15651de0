// Catalogue screens (product.md §2.5–§2.7); router.tsx lazy-loads them by these names, as one chunk.
export { CataloguePage } from './catalogue-page'
export { ProductDetailPage } from './product-detail-page'
export { ProductSearchPage } from './product-search-page'
