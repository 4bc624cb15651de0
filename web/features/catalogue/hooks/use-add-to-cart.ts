// Puts typed quantities in the cart through the shared cart (web/lib/cart), which shows the
// spec's toasts itself; here only which inputs to clear and what is busy.
import { useState } from 'react'
import type { ProductWithStock } from '#common/catalogue.ts'
import { useCart } from '#web/lib/cart/use-cart.ts'
import type { PendingLine } from './use-bulk-quantities'

const cartProduct = (p: ProductWithStock) => ({
  id: p.id,
  sto_id: p.sto_id,
  name: p.name,
  price: p.price,
  image: p.image,
  superseded_by: p.superseded_by,
})

export function useAddToCart(clear: (productIds: readonly number[]) => void) {
  const cart = useCart()
  const [busyIds, setBusyIds] = useState<ReadonlySet<number>>(new Set())
  const [bulkBusy, setBulkBusy] = useState(false)

  const mark = (ids: readonly number[], busy: boolean) =>
    setBusyIds((current) => {
      const next = new Set(current)
      for (const id of ids) busy ? next.add(id) : next.delete(id)
      return next
    })

  /** Lines go one after another: each answer (e.g. the cart filling up) decides the next. */
  async function addLines(lines: readonly PendingLine[]): Promise<void> {
    const ids = lines.map((line) => line.product.id)
    mark(ids, true)
    const added: number[] = []
    try {
      for (const line of lines) {
        if (await cart.add(cartProduct(line.product), line.qty)) added.push(line.product.id)
      }
    } finally {
      mark(ids, false)
      // A line the cart refused keeps its quantity, so the buyer sees what is still to add.
      clear(added)
    }
  }

  async function addAll(lines: readonly PendingLine[]): Promise<void> {
    setBulkBusy(true)
    try {
      await addLines(lines)
    } finally {
      setBulkBusy(false)
    }
  }

  return { cart, busyIds, bulkBusy, addOne: (line: PendingLine) => addLines([line]), addAll }
}
