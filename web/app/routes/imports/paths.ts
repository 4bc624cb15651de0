// The order import's address, under the buyer's orders (product.md §2.1).
import { paths } from '#web/lib/paths.ts'

export const importPaths = {
  importOrder: `${paths.orderSection('user')}/import`,
}
