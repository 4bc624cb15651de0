// Countdown and estimated reopen time of the login lockout banner (product.md §2.4).
import { formatTime } from '#common/format.ts'
import { JAKARTA_TZ, jakartaDay } from '#common/jakarta-time.ts'

const DAY_MS = 24 * 60 * 60 * 1000

// made when first needed: the first Intl object loads the browser's locale data (common/format.ts),
// and the login page only needs this one for a lock that lasts past midnight
let longDate: Intl.DateTimeFormat | undefined
function longDateFormat(): Intl.DateTimeFormat {
  longDate ??= new Intl.DateTimeFormat('id-ID', { timeZone: JAKARTA_TZ, day: 'numeric', month: 'long', year: 'numeric' })
  return longDate
}

/** Whole minutes and seconds left, rounded up so the banner never says 0 while still locked. */
export function remainingParts(lockedUntil: Date, now: Date): { minutes: number; seconds: number } {
  const totalSeconds = Math.max(0, Math.ceil((lockedUntil.getTime() - now.getTime()) / 1000))
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 }
}

export function isStillLocked(lockedUntil: Date | null, now: Date): lockedUntil is Date {
  return lockedUntil !== null && lockedUntil.getTime() > now.getTime()
}

export function lockoutBannerText(lockedUntil: Date, now: Date): string {
  const { minutes, seconds } = remainingParts(lockedUntil, now)
  return `Akun terkunci sementara karena terlalu banyak percobaan. Coba lagi dalam ${minutes} menit ${seconds} detik.`
}

/** 'hari ini pukul 14.05', 'besok pukul 00.10' or '3 Desember 2026 pukul 09.00', in Jakarta time. */
export function reopenTimeText(lockedUntil: Date, now: Date): string {
  const at = `pukul ${formatTime(lockedUntil)}`
  const day = jakartaDay(lockedUntil)
  if (day === jakartaDay(now)) return `hari ini ${at}`
  if (day === jakartaDay(new Date(now.getTime() + DAY_MS))) return `besok ${at}`
  return `${longDateFormat().format(lockedUntil)} ${at}`
}
