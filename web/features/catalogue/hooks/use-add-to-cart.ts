// Puts typed quantities in the buyer's cart (handed in by the page), which shows product.md's toasts
// itself; here only which inputs to clear and what is busy.
import { useState } from 'react'
import { type CartPort, cartPart } from '../logic/cart-port'
import type { PendingLine } from './use-bulk-quantities'

export function useAddToCart(cart: CartPort, clear: (productIds: readonly number[]) => void) {
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
        if (await cart.add(cartPart(line.product), line.qty)) added.push(line.product.id)
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

  return { busyIds, bulkBusy, addOne: (line: PendingLine) => addLines([line]), addAll }
}
