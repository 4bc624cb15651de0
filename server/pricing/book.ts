import type { Terms } from './terms'

// The agreements one store has in effect on one day, kept in memory so a repeated catalogue search
// prices its page without a statement (docs/product.md §10.10): the four maps are the four levels
// of precedence, most specific first. queries.ts picks the same agreement in SQL.

export interface AgreementRow extends Terms {
  product_id: number | null
  part_group: string | null
}

export interface Book {
  /** what answers priced with this book may share: 'daftar' (no agreement), a group's or a store's */
  key: string
  storePart: Map<number, Terms>
  storeGroup: Map<string, Terms>
  groupPart: Map<number, Terms>
  groupGroup: Map<string, Terms>
}

export const LIST_BOOK: Book = Object.freeze({
  key: 'daftar',
  storePart: new Map(),
  storeGroup: new Map(),
  groupPart: new Map(),
  groupGroup: new Map(),
})

export function buildBook(storeId: number, priceGroup: string | null, rows: readonly AgreementRow[]): Book {
  if (rows.length === 0) return LIST_BOOK
  const book: Book = { key: '', storePart: new Map(), storeGroup: new Map(), groupPart: new Map(), groupGroup: new Map() }
  for (const row of rows) {
    const terms: Terms = { scope: row.scope, net_price: row.net_price, discount_bp: row.discount_bp }
    if (row.scope === 'toko') {
      if (row.product_id !== null) book.storePart.set(row.product_id, terms)
      else if (row.part_group !== null) book.storeGroup.set(row.part_group, terms)
    } else if (row.product_id !== null) book.groupPart.set(row.product_id, terms)
    else if (row.part_group !== null) book.groupGroup.set(row.part_group, terms)
  }
  // stores of one group without agreements of their own price alike: they share answers
  const own = book.storePart.size + book.storeGroup.size > 0
  book.key = own ? `toko:${storeId}` : `grup:${priceGroup}`
  return book
}

/** The agreement a part takes from a book, most specific first; none: the list price. */
export function termsFor(book: Book, part: { id: number; part_group: string | null }): Terms | undefined {
  const group = part.part_group
  return (
    book.storePart.get(part.id) ??
    (group === null ? undefined : book.storeGroup.get(group)) ??
    book.groupPart.get(part.id) ??
    (group === null ? undefined : book.groupGroup.get(group))
  )
}
