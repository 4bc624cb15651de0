// Part numbers that replace others (manufacturer supersessions): the rules both sides share.

/** A chain old -> ... -> current is at most this many replacements long; a feed that makes one
 * longer is refused, and resolution never walks further. */
export const SUPERSESSION_MAX_STEPS = 10

export const SUPERSESSION_KINDS = ['replace', 'interchangeable'] as const
export type SupersessionKind = (typeof SUPERSESSION_KINDS)[number]

/** An import or paste row whose old number was taken as its current part; the screen shows it
 * as 'Peringatan 1230A046: diganti dengan 1230A170'. */
export function replacedReason(currentPartNo: string): string {
  return `diganti dengan ${currentPartNo}`
}

/** The mark on a current part's card: the older number it stands in for. */
export function replacesLabel(oldPartNo: string): string {
  return `Pengganti ${oldPartNo}`
}

/** The mark on a part that has been replaced. */
export function replacedByLabel(currentPartNo: string): string {
  return `Diganti dengan ${currentPartNo}`
}
