// The one place that decides what a part costs (docs/product.md §10.9, §10.10): other features
// price through this index, in a statement of their own (listPriceSql, unitPriceSql,
// agreementJoin), by asking (unitPrices), or from a store's kept book (PriceBooks, termsFor).
export { announcePricesChanged, PRICES_CHANNEL } from './announce-queries'
export { type Book, LIST_BOOK, termsFor } from './book'
export { PriceBooks } from './books'
export { pricingFeature } from './feature'
export { listPrice, type PriceContext } from './list-price'
export { agreementJoin, listPriceSql, quoteFromRow, unitPriceSql } from './queries'
export { taxSettingsOn } from './tax-settings'
export {
  deleteTaxSetting,
  insertTaxSetting,
  listTaxSettings,
  lockAllTaxSettings,
  lockTaxSetting,
  type TaxSettingRow,
  type TaxSettingValues,
  taxSettingIdOfDay,
  updateTaxSetting,
} from './tax-settings-queries'
export { lineQuote, pricedFields, type Quote, quoteOf } from './terms'
export { priceOf, unitPrices } from './unit-price'
