// Tanya Part: the buyer's store's requests and the staff's branch's, one request, and the buyer's
// new request (paths.askBranch, linked from the catalogue and the order chooser).
import { type ID_PARAM, paths } from '#web/lib/paths.ts'

type Id = number | typeof ID_PARAM

export const partRequestPaths = {
  list: (area: 'user' | 'seller') => `${paths.area(area)}/tanya-part`,
  detail: (area: 'user' | 'seller', id: Id) => `${paths.area(area)}/tanya-part/${id}`,
  ask: paths.askBranch,
}
