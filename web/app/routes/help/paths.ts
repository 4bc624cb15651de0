// Bantuan, for buyers and staff (product.md §2.16).
import { type Area, paths } from '#web/lib/paths.ts'

export const helpPaths = {
  help: (area: Area) => `${paths.area(area)}/bantuan`,
}
