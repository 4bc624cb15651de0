// The stock adapter as the features use it: one interface, two providers; the embedded one's
// table type for the seed.
export { branchesOfNotice, STOCK_LOADED_CHANNEL } from './channel'
export { embeddedStockProvider } from './embedded'
export { stockFeature } from './feature'
export { httpStockProvider } from './http'
export type { StockInfo, StockProvider } from './provider'
export type { StockTable } from './tables'
