// The worked example's address (docs/adding-a-feature.md): 'Memo Cabang', for staff.
import { paths } from '#web/lib/paths.ts'

export const memoPaths = {
  memo: () => `${paths.area('seller')}/memo`,
}
