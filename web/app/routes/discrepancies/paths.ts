// Selisih: the branch's discrepancies for its staff (head office reads them through the API only).
import { paths } from '#web/lib/paths.ts'

export const discrepancyPaths = {
  list: `${paths.area('seller')}/selisih`,
}
