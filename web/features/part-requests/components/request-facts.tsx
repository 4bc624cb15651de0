// What was asked: the car, its chassis number, what is needed and how many, the store (for staff),
// when, the state, and the photos (a press shows one large).
import { Card, Group, Stack, Text, Title } from '@mantine/core'
import type { PartRequest } from '#common/part-requests.ts'
import { PhotoThumbs } from '#web/components/photo-thumbs.tsx'
import { requestPhotoUrl } from '../api/photos'
import { REQUEST_UI } from '../logic/messages'
import { StateBadge } from './state-badge'

export function RequestFacts({ request, showStore }: { request: PartRequest; showStore: boolean }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="xs">
        <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
          <Title order={2} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {REQUEST_UI.vehicle(request.vehicle_model, request.vehicle_year)}
          </Title>
          <StateBadge state={request.state} />
        </Group>
        {request.vin ? (
          <Text size="sm">
            {REQUEST_UI.vin}: <span style={{ fontFamily: 'var(--mantine-font-family-monospace)' }}>{request.vin}</span>
          </Text>
        ) : null}
        <Text style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>{request.need}</Text>
        <Text size="sm">{REQUEST_UI.qty(request.qty)}</Text>
        {showStore ? (
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {request.toko} ({request.kode_toko})
          </Text>
        ) : null}
        <Text size="xs" c="dimmed">
          {REQUEST_UI.asked} {REQUEST_UI.when(request.created_at)}
        </Text>
        <PhotoThumbs photos={request.photos} srcOf={requestPhotoUrl} altOf={REQUEST_UI.photoAlt} />
      </Stack>
    </Card>
  )
}
