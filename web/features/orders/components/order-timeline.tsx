// The order's history: each status it reached, when and by whom.
import { Paper, Text, Timeline, Title } from '@mantine/core'
import { formatDateTime } from '../../../../common/format'
import type { OrderDetail } from '../../../../common/orders'

export function OrderTimeline({ events }: { events: OrderDetail['events'] }) {
  if (events.length === 0) return null
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h5" mb="sm">
        Riwayat Status
      </Title>
      <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
        {events.map((e) => (
          <Timeline.Item key={`${e.timestamp}-${e.action}-${e.status_code}`} title={e.status_label}>
            <Text size="xs" c="dimmed">
              {formatDateTime(e.timestamp)} · {e.actor}
            </Text>
          </Timeline.Item>
        ))}
      </Timeline>
    </Paper>
  )
}
