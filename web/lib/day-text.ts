// A day typed the Indonesian way in a date field (Dari/Sampai of the reports, the audit and the
// feeds' jobs): day first (25/11/2026, 25-11-2026, 25.11.2026) or with the month's name (25 Nov
// 2026, 25 Agustus 2026); a pasted ISO day (2026-11-25) is read too. The year has four digits, so
// '25/11/2' is not yet a day while it is being typed.
/** How the fields show a day. */
export const DAY_FORMAT = 'DD/MM/YYYY'

const pad = (n: number) => String(n).padStart(2, '0')

const MONTH_NAMES = [
  'januari',
  'februari',
  'maret',
  'april',
  'mei',
  'juni',
  'juli',
  'agustus',
  'september',
  'oktober',
  'november',
  'desember',
]

/** 'Agu', 'Agt', 'Agustus', 'des', 'Desember' → 8, 12 (a name's first three letters or more); anything else → null. */
function monthOfName(name: string): number | null {
  const word = name.toLowerCase()
  if (word === 'agt') return 8
  const index = MONTH_NAMES.findIndex((full) => word.length >= 3 && full.startsWith(word))
  return index < 0 ? null : index + 1
}

function isoDay(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day
  return real && year >= 1000 ? `${year}-${pad(month)}-${pad(day)}` : null
}

/** The day a typed text means, as 'YYYY-MM-DD', or null while it means none. */
export function parseDayText(text: string): string | null {
  const value = text.trim()
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value)
  if (iso) return isoDay(Number(iso[1]), Number(iso[2]), Number(iso[3]))
  const numeric = /^(\d{1,2})[/.\-\s](\d{1,2})[/.\-\s](\d{4})$/.exec(value)
  if (numeric) return isoDay(Number(numeric[3]), Number(numeric[2]), Number(numeric[1]))
  const named = /^(\d{1,2})[\s\-/.]+([a-zA-Z]{3,9})\.?[\s\-/.]+(\d{4})$/.exec(value)
  const month = named ? monthOfName(named[2]) : null
  if (named && month) return isoDay(Number(named[3]), month, Number(named[1]))
  return null
}
