import '@mantine/dates/styles.css'
import { DateInput, type DateInputProps, DatesProvider } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { DAY_FORMAT, parseDayText } from '#web/lib/day-text.ts'
import { DATES_SETTINGS } from '#web/lib/dayjs-id.ts'

/** What a day field may say beyond its label: a name without one, a hint, an error, the days allowed, its size. */
type DayFieldExtras = Pick<
  DateInputProps,
  'aria-label' | 'description' | 'error' | 'minDate' | 'maxDate' | 'size' | 'popoverProps'
>

/**
 * A day typed or picked (the Dari and Sampai of a report, the audit, the feeds' jobs, a part's
 * 'Perkiraan tiba'), shown 25/11/2026 and with Indonesian month names in the calendar whatever
 * the browser's language (a native date field follows the browser: an English one shows and
 * reads 11/25/2026). The value is the day as 'YYYY-MM-DD', '' when cleared.
 */
export function DayField({
  label,
  value,
  onChange,
  w,
  ...extras
}: DayFieldExtras & {
  label?: string
  value: string
  onChange: (value: string) => void
  /** a fixed width in a row of controls; in a grid the field fills its cell */
  w?: number
}) {
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DateInput
        label={label}
        value={value || null}
        onChange={(day) => onChange(day ?? '')}
        valueFormat={DAY_FORMAT}
        dateParser={parseDayText}
        placeholder="HH/BB/TTTT"
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        w={w}
        {...extras}
      />
    </DatesProvider>
  )
}
