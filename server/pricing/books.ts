import type { Db } from '../db/connect'
import { type Book, buildBook } from './book'
import { agreementsOf } from './queries'
import { type TaxSettingsInEffect, taxSettingsOn } from './tax-settings'

// Every instance keeps each store's book (its agreements in effect on a Jakarta day) once read,
// so a repeated catalogue search prices its page without a statement. A day's key ends the book
// when a validity day starts; a 'harga' job, a store's new price group or new part groups announce
// themselves (announce.ts) and every instance forgets them all. A read begun before a forget is
// not kept. The tax settings in effect on a day are kept the same way (head office's changes
// announce themselves too).

const MAX_BOOKS = 5_000

/** A store's book and the branch the store belongs to (whose staff may look at its prices). */
export interface StoreBook {
  branchId: number
  book: Book
}

export class PriceBooks {
  private books = new Map<string, Promise<StoreBook | null>>()
  private taxes = new Map<string, Promise<TaxSettingsInEffect>>()
  private generation = 0

  constructor(private readonly db: Db) {}

  /** The store's book on the day; null for a store that does not exist. */
  async bookFor(storeId: number, day: string): Promise<StoreBook | null> {
    const key = `${storeId}|${day}`
    const kept = this.books.get(key)
    if (kept) return kept
    const generation = this.generation
    const read = agreementsOf(this.db, storeId, day).then((found) =>
      found === null ? null : { branchId: found.branchId, book: buildBook(storeId, found.priceGroup, found.rows) },
    )
    if (this.books.size >= MAX_BOOKS) this.books.clear()
    this.books.set(key, read)
    try {
      return await read
    } catch (err) {
      this.books.delete(key)
      throw err
    } finally {
      // forgotten while it was read: the answer may be older than the forget, so it is not kept
      if (generation !== this.generation) this.books.delete(key)
    }
  }

  /** The tax settings in effect on the day (tax-settings.ts), kept like the books. */
  async taxOn(day: string): Promise<TaxSettingsInEffect> {
    const kept = this.taxes.get(day)
    if (kept) return kept
    const generation = this.generation
    const read = taxSettingsOn(this.db, day)
    if (this.taxes.size >= 100) this.taxes.clear()
    this.taxes.set(day, read)
    try {
      return await read
    } catch (err) {
      this.taxes.delete(day)
      throw err
    } finally {
      if (generation !== this.generation) this.taxes.delete(day)
    }
  }

  forget(): void {
    this.generation += 1
    this.books.clear()
    this.taxes.clear()
  }
}
