// Sisa Pesanan: the buyer's store's back-orders and the staff's branch's.
import { paths } from '#web/lib/paths.ts'

export const backorderPaths = {
  list: (area: 'user' | 'seller') => `${paths.area(area)}/sisa-pesanan`,
}
