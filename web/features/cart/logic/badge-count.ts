/** product.md §2.3: the cart badge shows 99+ above 99, and nothing for an empty or unknown cart. */
export function badgeLabel(count: number | undefined): string | null {
  if (count === undefined || !Number.isFinite(count) || count <= 0) return null
  return count > 99 ? '99+' : String(Math.floor(count))
}
