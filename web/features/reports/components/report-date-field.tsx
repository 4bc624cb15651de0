import '@mantine/dates/styles.css'
import { DateInput, DatesProvider } from '@mantine/dates'
import { IconCalendar } from '@tabler/icons-react'
import { DATES_SETTINGS } from '#web/lib/dayjs-id.ts'
import { parseReportDate, REPORT_DATE_FORMAT } from '../logic/report-date'

/**
 * Dari or Sampai: a day typed or picked, shown 25/11/2026 and with Indonesian month names in
 * the calendar whatever the browser's language (a native date field follows the browser: an
 * English one shows 11/25/2026). The value is the day as 'YYYY-MM-DD', '' when cleared.
 */
export function ReportDateField(props: { label: string; value: string; onChange: (value: string) => void }) {
  return (
    <DatesProvider settings={DATES_SETTINGS}>
      <DateInput
        label={props.label}
        value={props.value || null}
        onChange={(value) => props.onChange(value ?? '')}
        valueFormat={REPORT_DATE_FORMAT}
        dateParser={parseReportDate}
        placeholder="HH/BB/TTTT"
        leftSection={<IconCalendar size={16} aria-hidden />}
        popoverProps={{ withinPortal: true }}
        w={160}
      />
    </DatesProvider>
  )
}
