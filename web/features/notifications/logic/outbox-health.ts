// Head office's outbox screen in words: how long the oldest message has waited, and the newest
// error with when its message was written and how often it was tried.
import { formatDateTime, formatNumber } from '#common/format.ts'
import type { OutboxChannelHealth } from '#common/notifications.ts'

const MINUTE = 60
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR

/** '45 detik', '12 menit', '3 jam 20 menit', '2 hari 4 jam'; a dash when nothing waits. */
export function waitedText(seconds: number, waiting: number): string {
  if (waiting === 0) return '–'
  if (seconds < MINUTE) return `${seconds} detik`
  if (seconds < HOUR) return `${Math.floor(seconds / MINUTE)} menit`
  if (seconds < DAY) {
    const minutes = Math.floor((seconds % HOUR) / MINUTE)
    return minutes > 0 ? `${Math.floor(seconds / HOUR)} jam ${minutes} menit` : `${Math.floor(seconds / HOUR)} jam`
  }
  const hours = Math.floor((seconds % DAY) / HOUR)
  return hours > 0 ? `${Math.floor(seconds / DAY)} hari ${hours} jam` : `${Math.floor(seconds / DAY)} hari`
}

/** Under the reason: 'Pesan 27 Nov 2026, 09.15 WIB, dicoba 7 kali, masih menunggu'. */
export function lastErrorDetail(error: NonNullable<OutboxChannelHealth['last_error']>): string {
  const state = error.waiting ? 'masih menunggu' : 'dihentikan'
  return `Pesan ${formatDateTime(error.message_at)} WIB, dicoba ${formatNumber(error.attempts)} kali, ${state}`
}
