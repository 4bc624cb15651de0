// Laporan, in each area.
import { type Area, paths } from '#web/lib/paths.ts'

export const reportPaths = {
  reports: (area: Area) => `${paths.area(area)}/laporan`,
}
