// The requests of the viewer's store or branch, newest first: one card each, a link to its page,
// with the car, what is needed, the state, (for staff) the store, and when it was asked.
import { Card, Group, Stack, Text } from '@mantine/core'
import { IconPhoto } from '@tabler/icons-react'
import { Link } from 'react-router'
import type { PartRequestSummary } from '#common/part-requests.ts'
import { REQUEST_UI } from '../logic/messages'
import { StateBadge } from './state-badge'

interface RequestListProps {
  items: readonly PartRequestSummary[]
  showStore: boolean
  linkOf: (id: number) => string
}

function RequestCard({ r, showStore, linkOf }: { r: PartRequestSummary } & Omit<RequestListProps, 'items'>) {
  return (
    <Card
      component={Link}
      to={linkOf(r.id)}
      withBorder
      padding="sm"
      radius="md"
      role="listitem"
      data-request-id={r.id}
      className="mantine-focus-auto"
    >
      <Stack gap={4}>
        <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
          <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
            {REQUEST_UI.vehicle(r.vehicle_model, r.vehicle_year)}
          </Text>
          <StateBadge state={r.state} />
        </Group>
        <Text size="sm" lineClamp={2} style={{ overflowWrap: 'anywhere' }}>
          {r.need}
        </Text>
        {showStore ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {r.toko} ({r.kode_toko})
          </Text>
        ) : null}
        <Group gap="sm" c="dimmed">
          <Text size="xs">
            {REQUEST_UI.asked} {REQUEST_UI.when(r.created_at)}
          </Text>
          <Text size="xs">{REQUEST_UI.qty(r.qty)}</Text>
          {r.photo_count > 0 ? (
            <Group gap={2}>
              <IconPhoto size={14} aria-hidden />
              <Text size="xs">{REQUEST_UI.photoCount(r.photo_count)}</Text>
            </Group>
          ) : null}
        </Group>
      </Stack>
    </Card>
  )
}

export function RequestList({ items, showStore, linkOf }: RequestListProps) {
  return (
    <Stack gap="sm" role="list" aria-label={REQUEST_UI.listLabel}>
      {items.map((r) => (
        <RequestCard key={r.id} r={r} showStore={showStore} linkOf={linkOf} />
      ))}
    </Stack>
  )
}
