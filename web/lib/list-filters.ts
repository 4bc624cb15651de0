// A history's filters as its screen holds them (head office's audit, the feed jobs): the query they
// make, each unset one left out, and a date range the server would refuse (common/day-range.ts)
// said in words instead of asked for.
import { dayRangeProblem } from '#common/day-range.ts'

/** The query string of the filters set. */
export type FilterParams = Record<string, string>

export type CheckedFilters = { ok: true; params: FilterParams } | { ok: false; problem: string }

/**
 * `range`: the days as yyyy-mm-dd or ''; `entries`: each parameter with its value, '' when unset.
 * The query, or the sentence saying why the dates cannot be asked for.
 */
export function rangedFilterParams(
  range: { from: string; to: string },
  entries: readonly (readonly [string, string])[],
): CheckedFilters {
  const problem = dayRangeProblem(range.from || undefined, range.to || undefined)
  if (problem) return { ok: false, problem }
  return { ok: true, params: Object.fromEntries(entries.filter(([, value]) => value !== '')) }
}

/** How many filters differ from none: a folded filter bar says so, and none leaves nothing to reset. */
export function activeFilterCount<Filters extends object>(filters: Filters, none: Filters): number {
  return (Object.keys(filters) as (keyof Filters)[]).filter((key) => filters[key] !== none[key]).length
}
