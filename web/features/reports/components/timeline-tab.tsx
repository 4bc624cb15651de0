import { Button, Group, Loader, Stack, Text, TextInput, Timeline } from '@mantine/core'
import { formatDateTime } from '#common/format.ts'
import { REPORT_TEXT_MAX } from '#common/reports.ts'
import type { Role } from '#common/roles.ts'
import { type ReportScope, useReport } from '../api/get-report'
import { TIMELINE_NOT_FOUND, TIMELINE_PLACEHOLDER } from '../logic/report-messages'
import { ReportError } from './report-error'

/**
 * The Timeline tab (product.md §2.15): one order's creation and status changes. The typed number is
 * the page's, so 'Lihat timeline' in the part list can fill it in and show it at once.
 */
export function TimelineTab(props: {
  role: Role
  range: ReportScope
  draft: string
  onDraft: (value: string) => void
  invoice: string | null
  onLookUp: (invoice: string) => void
}) {
  const report = useReport(props.role, props.invoice ? { ...props.range, invoice: props.invoice } : null)
  const timeline = report.data?.timeline
  function lookUp() {
    // an empty number asks nothing (product.md §5.6)
    const invoice = props.draft.trim()
    if (invoice) props.onLookUp(invoice)
  }
  return (
    <Stack gap="sm">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <TextInput
          aria-label="Masukkan No. Transaksi"
          placeholder="Masukkan No. Transaksi"
          value={props.draft}
          maxLength={REPORT_TEXT_MAX}
          onChange={(e) => props.onDraft(e.currentTarget.value)}
          onKeyDown={(e) => e.key === 'Enter' && lookUp()}
          style={{ flex: 1, maxWidth: 360 }}
        />
        <Button onClick={lookUp}>Lihat</Button>
      </Group>
      <ReportError viewer={props.role} error={report.error} />
      {!props.invoice ? (
        <Text c="dimmed">{TIMELINE_PLACEHOLDER}</Text>
      ) : report.isPending ? (
        <Loader size="sm" aria-label="Memuat" />
      ) : !timeline ? (
        <Text c="dimmed">{TIMELINE_NOT_FOUND}</Text>
      ) : (
        <div>
          <Text fw={700} mb="xs">
            {timeline.invoice}
          </Text>
          <Timeline active={timeline.events.length - 1} bulletSize={14} lineWidth={2}>
            {timeline.events.map((event) => (
              <Timeline.Item key={`${event.timestamp}-${event.status_label}`} title={event.status_label}>
                <Text size="sm" c="dimmed">
                  {event.timestamp ? formatDateTime(event.timestamp) : '-'}
                </Text>
              </Timeline.Item>
            ))}
          </Timeline>
        </div>
      )}
    </Stack>
  )
}
