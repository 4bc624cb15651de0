// 'Menampilkan X dari N produk' (SPEC §2.6), numbers in Indonesian grouping.
const idNumber = new Intl.NumberFormat('id-ID', { maximumFractionDigits: 0 })

/** N as shown: a capped count (the server stops counting at COUNT_CAP) reads '10.000+'. */
export function formatTotal(total: number, capped: boolean): string {
  return `${idNumber.format(total)}${capped ? '+' : ''}`
}

export function countText(shown: number, total: number, capped: boolean): string {
  return `Menampilkan ${idNumber.format(shown)} dari ${formatTotal(total, capped)} produk`
}
