// Catalogue screens (SPEC §2.5–§2.7); router.tsx lazy-loads them by these names, as one chunk.
export { CataloguePage } from './catalogue-page'
export { prefetch } from './prefetch'
export { ProductDetailPage } from './product-detail-page'
export { ProductSearchPage } from './product-search-page'
