// The stock adapter as the features use it: one interface, two providers.
export { embeddedStockProvider } from './embedded'
export { stockFeature } from './feature'
export { httpStockProvider } from './http'
export type { StockInfo, StockProvider } from './provider'
