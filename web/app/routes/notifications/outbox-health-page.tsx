// Head office's 'Notifikasi' (/admin/notifikasi): how the push and e-mail outbox fares.
import { Stack, Text } from '@mantine/core'
import { OUTBOX_TEXT } from '#common/notification-rules.ts'
import { PageHeader } from '#web/components/page-header.tsx'
import { OutboxHealthPanel } from '#web/features/notifications/components/outbox-health.tsx'

export function OutboxHealthPage() {
  return (
    <Stack gap="md">
      <PageHeader title={OUTBOX_TEXT.title} />
      <Text size="sm" c="dimmed" mt={-12}>
        {OUTBOX_TEXT.intro}
      </Text>
      <OutboxHealthPanel />
    </Stack>
  )
}
