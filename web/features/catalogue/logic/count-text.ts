// 'Menampilkan X dari N produk' (product.md §2.6), numbers in Indonesian grouping.
import { formatNumber } from '#common/format.ts'

/** N as shown: a capped count (the server stops counting at COUNT_CAP) reads '10.000+'. */
export function formatTotal(total: number, capped: boolean): string {
  return `${formatNumber(total)}${capped ? '+' : ''}`
}

export function countText(shown: number, total: number, capped: boolean): string {
  return `Menampilkan ${formatNumber(shown)} dari ${formatTotal(total, capped)} produk`
}
