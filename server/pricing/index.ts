// The one place that decides what a part costs (docs/product.md §10.9): other features price
// through this index, in a statement of their own (listPriceSql) or by asking (unitPrices).
export { listPrice } from './list-price'
export { listPriceSql } from './queries'
export { priceOf, unitPrices } from './unit-price'
