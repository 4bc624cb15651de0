// What the summary and the estimate preview add up: only the checked items, price × qty each.
interface PricedLine {
  product_id: number
  price: number
  qty: number
}

export interface SelectionTotals {
  itemCount: number
  totalQty: number
  /** Before discount and PPN: the server prices the estimate, this is what the buyer can expect. */
  estimate: number
}

export function lineSubtotal(line: Pick<PricedLine, 'price' | 'qty'>): number {
  return line.price * line.qty
}

export function selectedLines<T extends PricedLine>(items: readonly T[], selected: ReadonlySet<number>): T[] {
  return items.filter((item) => selected.has(item.product_id))
}

export function selectionTotals(items: readonly PricedLine[], selected: ReadonlySet<number>): SelectionTotals {
  const lines = selectedLines(items, selected)
  return {
    itemCount: lines.length,
    totalQty: lines.reduce((sum, l) => sum + l.qty, 0),
    estimate: lines.reduce((sum, l) => sum + lineSubtotal(l), 0),
  }
}
