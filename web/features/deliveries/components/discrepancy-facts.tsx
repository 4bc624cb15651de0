// The pieces of a discrepancy that the delivery's page and staff's 'Selisih' list share: its kind
// and state (each a word and an icon, never the colour alone), what the store wrote and showed,
// and how staff settled it.
import { Badge, Group, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react'
import { DISCREPANCY_STATE_LABEL, type Discrepancy, RECEIPT_TEXT } from '#common/receipts.ts'
import { PhotoThumbs } from '#web/components/photo-thumbs.tsx'
import { deliveryPhotoUrl } from '../api/upload-photo'
import { RECEIPT_UI } from '../logic/messages'

export function KindBadge({ discrepancy }: { discrepancy: Discrepancy }) {
  return (
    <Badge variant="light" color="orange" tt="none" radius="sm" style={{ flexShrink: 0 }}>
      {discrepancy.kind_label}
    </Badge>
  )
}

export function StateBadge({ discrepancy }: { discrepancy: Discrepancy }) {
  const open = discrepancy.state === 'terbuka'
  const Icon = open ? IconAlertTriangle : IconCircleCheck
  return (
    <Badge
      variant="light"
      color={open ? 'yellow' : 'teal'}
      tt="none"
      radius="sm"
      leftSection={<Icon size={14} aria-hidden />}
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {DISCREPANCY_STATE_LABEL[discrepancy.state]}
    </Badge>
  )
}

export function PartFacts({ discrepancy }: { discrepancy: Discrepancy }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
        {discrepancy.part_no}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {discrepancy.part_name}
      </Text>
    </Stack>
  )
}

/** The store's note and photos. */
export function ReportFacts({ discrepancy }: { discrepancy: Discrepancy }) {
  return (
    <Stack gap={6}>
      <Text size="sm" style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-line' }}>
        {discrepancy.note}
      </Text>
      <PhotoThumbs
        photos={discrepancy.photos}
        srcOf={deliveryPhotoUrl}
        altOf={(n) => RECEIPT_UI.photoAlt(discrepancy.part_no, n)}
      />
    </Stack>
  )
}

/** 'Penyelesaian: Kirim ulang · its note', with when; nothing while it is open. */
export function ResolutionFacts({ discrepancy }: { discrepancy: Discrepancy }) {
  if (discrepancy.state !== 'selesai') return null
  return (
    <Stack gap={0}>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {RECEIPT_TEXT.resolution}: <b>{discrepancy.resolution_label}</b>
        {discrepancy.resolution_note ? ` · ${discrepancy.resolution_note}` : ''}
      </Text>
      {discrepancy.closed_at ? (
        <Text size="xs" c="dimmed">
          {RECEIPT_UI.closedAt} {RECEIPT_UI.when(discrepancy.closed_at)}
        </Text>
      ) : null}
    </Stack>
  )
}

/** One discrepancy on its delivery's page: the part, what was sent and arrived, what was wrong, how it ended. */
export function DiscrepancyItem({ discrepancy }: { discrepancy: Discrepancy }) {
  return (
    <Stack
      gap={6}
      py="xs"
      role="listitem"
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
      data-discrepancy-id={discrepancy.id}
    >
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
        <PartFacts discrepancy={discrepancy} />
        <Group gap={4} wrap="wrap" justify="flex-end">
          <KindBadge discrepancy={discrepancy} />
          <StateBadge discrepancy={discrepancy} />
        </Group>
      </Group>
      <Text size="sm">{RECEIPT_UI.sentReceived(discrepancy.qty_sent, discrepancy.qty_received)}</Text>
      <ReportFacts discrepancy={discrepancy} />
      <ResolutionFacts discrepancy={discrepancy} />
    </Stack>
  )
}

/** When it was reported: '21 Nov 2026, 10.00 WIB'. */
export const reportedText = (discrepancy: Discrepancy) => RECEIPT_UI.when(discrepancy.created_at)
