// The orders' own address: the buyer's new-order chooser, the section's root. The lists and an
// order's detail are in web/lib/paths.ts, where the cart, the import and the route guard link to them.
import { paths } from '#web/lib/paths.ts'

export const orderPaths = {
  newOrder: paths.orderSection('user'),
}
