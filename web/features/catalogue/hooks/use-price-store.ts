// The store whose prices staff see in the catalogue, read from and written to the address
// (logic/price-store.ts). Buyers get null whatever the address says: their prices are their store's.
import { useSearchParams } from 'react-router'
import { priceStoreOf, withPriceStore } from '../logic/price-store'

export function usePriceStoreParam(readOnly: boolean) {
  const [params, setParams] = useSearchParams()
  const storeId = readOnly ? priceStoreOf(params) : null
  // a new history entry per choice: back returns to the prices seen before
  const setStoreId = (id: number | null) => setParams((current) => withPriceStore(current, id))
  return { storeId, setStoreId }
}
