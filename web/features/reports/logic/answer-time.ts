// An answer time as the report says it: minutes under an hour, hours and minutes under a day,
// days and hours beyond; '-' when nothing was answered.
export function minutesText(minutes: number | null): string {
  if (minutes === null) return '-'
  const m = Math.round(minutes)
  if (m < 60) return `${m} menit`
  if (m < 24 * 60) {
    const rest = m % 60
    return rest === 0 ? `${Math.floor(m / 60)} jam` : `${Math.floor(m / 60)} jam ${rest} menit`
  }
  const hours = Math.floor(m / 60)
  const rest = hours % 24
  return rest === 0 ? `${Math.floor(hours / 24)} hari` : `${Math.floor(hours / 24)} hari ${rest} jam`
}
