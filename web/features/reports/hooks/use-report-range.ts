// Dari/Sampai (product.md §2.15): the last 30 days to today by default; a change reloads the report
// 300 ms after the last edit (product.md §9: report range 300 ms), and a range the server would
// refuse is refused here with the server's own sentence, without asking.
import { useDebouncedValue } from '@mantine/hooks'
import { useMemo, useState } from 'react'
import { jakartaDay } from '#common/jakarta-time.ts'
import { type ReportRange, reportRange } from '#common/reports.ts'

export const REPORT_RANGE_DEBOUNCE_MS = 300

export function defaultRange(today: string): ReportRange {
  const check = reportRange({}, today)
  return check.ok ? { from: check.from, to: check.to } : { from: today, to: today }
}

export function useReportRange(now: () => Date = () => new Date()) {
  const [initial] = useState(() => defaultRange(jakartaDay(now())))
  const [from, setFrom] = useState(initial.from)
  const [to, setTo] = useState(initial.to)
  const [settled] = useDebouncedValue(
    useMemo(() => ({ from, to }), [from, to]),
    REPORT_RANGE_DEBOUNCE_MS,
  )
  const today = jakartaDay(now())
  const check = useMemo(
    () => reportRange({ from: settled.from || undefined, to: settled.to || undefined }, today),
    [settled, today],
  )
  return {
    from,
    to,
    setFrom,
    setTo,
    /** the range to ask for, once typing has settled; null while it is one the server refuses */
    range: check.ok ? { from: check.from, to: check.to } : null,
    problem: check.ok ? null : check.detail,
  }
}
