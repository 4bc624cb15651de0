// The quantities typed on buyer cards, kept per product while the catalogue is open, so a buyer
// can search several parts one after another and put them in the cart in one go.
import { useCallback, useState } from 'react'
import type { ProductWithStock } from '#common/catalogue.ts'

export interface PendingLine {
  product: ProductWithStock
  qty: number
}

export function useBulkQuantities() {
  const [lines, setLines] = useState<ReadonlyMap<number, PendingLine>>(new Map())

  const setQty = useCallback((product: ProductWithStock, qty: number) => {
    setLines((current) => {
      const next = new Map(current)
      if (qty > 0) next.set(product.id, { product, qty })
      else next.delete(product.id)
      return next
    })
  }, [])

  const clear = useCallback((productIds: readonly number[]) => {
    setLines((current) => {
      const next = new Map(current)
      for (const id of productIds) next.delete(id)
      return next
    })
  }, [])

  const qtyOf = useCallback((productId: number) => lines.get(productId)?.qty ?? 0, [lines])

  return { lines: [...lines.values()], qtyOf, setQty, clear }
}
