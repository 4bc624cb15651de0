// The closing lines of `npm test` (scripts/test-all.ts): each pass's counts and time, the whole
// run's time, and last the verdict `N passed, N failed[, N skipped]` that tools read.

export interface Counts {
  passed: number
  failed: number
  skipped: number
}

export interface PassResult {
  label: string
  counts: Counts
  /** wall-clock time of the pass, in milliseconds */
  ms: number
}

/** '0.4 s', '12 s', '3 min 05 s': short enough to compare passes at a glance. */
export function formatDuration(ms: number): string {
  if (ms < 10_000) return `${(ms / 1000).toFixed(1)} s`
  const seconds = Math.round(ms / 1000)
  if (seconds < 60) return `${seconds} s`
  return `${Math.floor(seconds / 60)} min ${String(seconds % 60).padStart(2, '0')} s`
}

export function addCounts(results: PassResult[]): Counts {
  return results.reduce(
    (sum, r) => ({
      passed: sum.passed + r.counts.passed,
      failed: sum.failed + r.counts.failed,
      skipped: sum.skipped + r.counts.skipped,
    }),
    { passed: 0, failed: 0, skipped: 0 },
  )
}

/** The verdict line; `skipped` only when something was. */
export function verdict(total: Counts): string {
  const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
  return `${total.passed} passed, ${total.failed} failed${skipped}`
}

/**
 * One line per pass with its time, then the run's total time (passes run side by side, so it is
 * less than their sum), then the verdict.
 */
export function summaryLines(results: PassResult[], totalMs: number): string[] {
  const width = Math.max(0, ...results.map((r) => r.label.length))
  const lines = results.map(
    (r) =>
      `${r.label.padEnd(width)}  ${formatDuration(r.ms).padStart(10)}  ` +
      `${r.counts.passed} passed, ${r.counts.failed} failed, ${r.counts.skipped} skipped`,
  )
  lines.push(`${'total'.padEnd(width)}  ${formatDuration(totalMs).padStart(10)}`)
  lines.push('', verdict(addCounts(results)))
  return lines
}
