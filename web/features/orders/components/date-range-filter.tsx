// The date range filter of the order lists (product.md §2.10), with the kit's date picker: its own chunk
// (column-filters.tsx loads it lazily), so the picker, its styles and dayjs's Indonesian locale
// load when a filter row or panel opens, not with every order page.
import '@mantine/dates/styles.css'
import { DatePickerInput, DatesProvider, type DatesRangeValue } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { useEffect, useState } from 'react'
import { DATES_SETTINGS } from '#web/lib/dayjs-id.ts'
import type { FieldProps } from './filter-fields'

export interface DateRangeProps extends FieldProps {
  from: string
  to: string
  onCommit: (from: string, to: string) => void
}

/** Commits when the range is complete (or cleared): half a range would load the list twice. */
const PLACEHOLDER = 'Dari – Sampai'
/** '2026-11-25' as the picker writes it (DD/MM/YY). */
const short = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}/${day.slice(2, 4)}`
function shownRange([start, end]: DatesRangeValue<string>): string {
  return start ? `${short(start)} – ${end ? short(end) : ''}`.trim() : PLACEHOLDER
}

export function DateRangeFilter({ label, compact, from, to, onCommit }: DateRangeProps) {
  const [draft, setDraft] = useState<DatesRangeValue<string>>([from || null, to || null])
  useEffect(() => setDraft([from || null, to || null]), [from, to])
  function change([start, end]: DatesRangeValue<string>) {
    setDraft([start, end])
    if (start && end) onCommit(start, end)
    else if (!start && !end) onCommit('', '')
  }
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DatePickerInput
        type="range"
        size={compact ? 'xs' : 'sm'}
        label={compact ? undefined : label}
        // the name holds what the button shows (WCAG 2.5.3): the range, or the placeholder
        aria-label={`Filter ${label}: ${shownRange(draft)}`}
        placeholder={PLACEHOLDER}
        valueFormat="DD/MM/YY"
        value={draft}
        onChange={change}
        allowSingleDateInRange
        clearable
        clearButtonProps={{ 'aria-label': `Hapus filter ${label}` }}
        leftSection={<IconCalendar size={14} aria-hidden />}
        popoverProps={{ withinPortal: true }}
      />
    </DatesProvider>
  )
}
