import { isCalendarDay } from '#common/jakarta-time.ts'
import { MAX_DISCOUNT_BP } from '#common/price-math.ts'
import { PART_NO } from '#server/catalogue/index.ts'

// One line of a 'harga' file (docs/product.md §10.10) read on its own: who it prices (a store by
// its IBS code, or a price group), what (one part or one part group), how (a discount or a net
// price) and when. What needs the database or the other lines (codes known, validity overlapping)
// is price-queries.ts's, in SQL.

/** A price group or a part group as the dealer's lists write them (the shape migration 0015 checks). */
export const GROUP_CODE = /^[A-Z0-9_-]{1,20}$/

/** The largest net price a line may give, whole Rupiah (the column's own limit). */
export const MAX_NET_PRICE = 1_000_000_000_000

export interface PriceLine {
  scope: 'toko' | 'grup'
  /** the store's IBS code (toko) or the price group (grup) */
  code: string
  part_no: string | null
  part_group: string | null
  discount_bp: number | null
  net_price: number | null
  /** yyyy-mm-dd, Jakarta days, both included; null is open */
  valid_from: string | null
  valid_to: string | null
}

// '12', '12.5', '12,50', '100': the dealer's exports write a decimal comma as often as a point
const PERCENT = /^(\d{1,3})(?:[.,](\d{1,2}))?$/

/** A discount in percent as written, in basis points; null when it is not 0–100 with two decimals at most. */
export function percentCellToBp(cell: string): number | null {
  const m = PERCENT.exec(cell)
  if (!m) return null
  // no float: 12,5 is 12 × 100 + 50 basis points
  const bp = Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'))
  return bp <= MAX_DISCOUNT_BP ? bp : null
}

function netPriceOf(cell: string): number | null {
  if (!/^\d{1,13}$/.test(cell)) return null
  const value = Number(cell)
  return value <= MAX_NET_PRICE ? value : null
}

/** Exactly one of two cells filled: its name, or the problem. */
function oneOf(values: Record<string, string>, a: string, b: string): { name: string } | { problem: string } {
  const hasA = (values[a] ?? '') !== ''
  const hasB = (values[b] ?? '') !== ''
  if (hasA && hasB) return { problem: `isi ${a} atau ${b}, tidak keduanya` }
  if (!hasA && !hasB) return { problem: `${a} atau ${b} harus diisi` }
  return { name: hasA ? a : b }
}

/** What a line prices: a part number (normalised as the catalogue feed does) or a part group. */
function readTarget(values: Record<string, string>, problems: string[]) {
  const target = oneOf(values, 'part_no', 'part_group')
  if ('problem' in target) {
    problems.push(target.problem)
    return { part_no: null, part_group: null }
  }
  const code = values[target.name].toUpperCase()
  const pattern = target.name === 'part_no' ? PART_NO : GROUP_CODE
  if (!pattern.test(code)) problems.push(`${target.name} tidak valid: "${values[target.name]}"`)
  return target.name === 'part_no' ? { part_no: code, part_group: null } : { part_no: null, part_group: code }
}

/** How a line prices: a discount in basis points or a net price in Rupiah. */
function readTerms(values: Record<string, string>, problems: string[]) {
  const terms = oneOf(values, 'discount_percent', 'net_price')
  if ('problem' in terms) {
    problems.push(terms.problem)
    return { discount_bp: null, net_price: null }
  }
  const cell = values[terms.name]
  if (terms.name === 'discount_percent') {
    const bp = percentCellToBp(cell)
    if (bp === null) problems.push(`discount_percent harus angka 0–100 dengan paling banyak dua desimal: "${cell}"`)
    return { discount_bp: bp, net_price: null }
  }
  const net = netPriceOf(cell)
  if (net === null) problems.push(`net_price harus bilangan bulat Rupiah 0 sampai 1.000.000.000.000: "${cell}"`)
  return { discount_bp: null, net_price: net }
}

function readDay(values: Record<string, string>, name: 'valid_from' | 'valid_to', problems: string[]): string | null {
  const cell = values[name] ?? ''
  if (cell === '') return null
  if (!isCalendarDay(cell)) problems.push(`${name} harus tanggal yyyy-mm-dd: "${cell}"`)
  return cell
}

export function readPriceLine(values: Record<string, string>): PriceLine | string {
  const problems: string[] = []
  const scope = values.scope.toLowerCase()
  const code = values.code.toUpperCase()
  if (scope !== 'toko' && scope !== 'grup') problems.push(`scope harus toko atau grup: "${values.scope}"`)
  if (code === '') problems.push('code kosong')
  else if (!GROUP_CODE.test(code)) problems.push(`code tidak valid: "${values.code}"`)
  const target = readTarget(values, problems)
  const terms = readTerms(values, problems)
  const from = readDay(values, 'valid_from', problems)
  const to = readDay(values, 'valid_to', problems)
  // both real days, compared as text: yyyy-mm-dd sorts as the calendar does
  if (from && to && isCalendarDay(from) && isCalendarDay(to) && to < from) {
    problems.push(`valid_to ${to} sebelum valid_from ${from}`)
  }
  if (problems.length > 0) return problems.join('; ')
  return { scope: scope as PriceLine['scope'], code, ...target, ...terms, valid_from: from, valid_to: to }
}
