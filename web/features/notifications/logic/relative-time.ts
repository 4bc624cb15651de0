import { formatDate } from '#common/format.ts'

// How long ago a message came, the way people say it: 'baru saja', '5 menit lalu', '3 jam lalu',
// 'kemarin', '4 hari lalu'; a date after a week.

const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

export function relativeTime(at: Date | string, now: Date): string {
  const ms = now.getTime() - new Date(at).getTime()
  if (ms < MINUTE) return 'baru saja'
  if (ms < HOUR) return `${Math.floor(ms / MINUTE)} menit lalu`
  if (ms < DAY) return `${Math.floor(ms / HOUR)} jam lalu`
  if (ms < 2 * DAY) return 'kemarin'
  if (ms < 7 * DAY) return `${Math.floor(ms / DAY)} hari lalu`
  return formatDate(at)
}
