// Feed Data: the nightly files of the dealer's systems, their jobs and rejected lines (head office).
import { paths } from '#web/lib/paths.ts'

export const feedPaths = {
  feeds: `${paths.area('admin')}/feeds`,
}
