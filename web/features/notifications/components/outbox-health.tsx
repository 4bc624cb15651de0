import { Alert, Badge, Button, Card, Group, Loader, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { formatNumber } from '#common/format.ts'
import { OUTBOX_TEXT } from '#common/notification-rules.ts'
import type { OutboxChannelHealth } from '#common/notifications.ts'
import { useOutboxHealth } from '../api/get-outbox-health'
import { lastErrorDetail, waitedText } from '../logic/outbox-health'

// Head office's 'Notifikasi': for push and e-mail, what waits, what was given up this week and the
// newest error, so a mail server that refuses the portal is seen the same day, not by complaints.

function Figure({ label, value, alert }: { label: string; value: string; alert?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="sm" c="dark.5">
        {label}
      </Text>
      <Text size="lg" fw={600} c={alert ? 'red.8' : undefined}>
        {value}
      </Text>
    </Stack>
  )
}

function ChannelCard({ health }: { health: OutboxChannelHealth }) {
  const name = OUTBOX_TEXT.channel[health.channel]
  return (
    <Card withBorder padding="md" radius="md" component="section" aria-label={name}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {name}
          </Title>
          {!health.active && <Badge color="gray">{OUTBOX_TEXT.inactive}</Badge>}
        </Group>
        <SimpleGrid cols={3} spacing="xs">
          <Figure label={OUTBOX_TEXT.waiting} value={formatNumber(health.waiting)} />
          <Figure label={OUTBOX_TEXT.oldest} value={waitedText(health.oldest_waiting_seconds, health.waiting)} />
          <Figure label={OUTBOX_TEXT.failed} value={formatNumber(health.failed)} alert={health.failed > 0} />
        </SimpleGrid>
        <Stack gap={2}>
          <Text size="sm" fw={600}>
            {OUTBOX_TEXT.lastError}
          </Text>
          {health.last_error ? (
            <>
              <Text size="sm" c="red.8" style={{ overflowWrap: 'anywhere' }}>
                {health.last_error.reason}
              </Text>
              <Text size="xs" c="dark.5">
                {lastErrorDetail(health.last_error)}
              </Text>
            </>
          ) : (
            <Text size="sm">{OUTBOX_TEXT.noError}</Text>
          )}
        </Stack>
      </Stack>
    </Card>
  )
}

export function OutboxHealthPanel() {
  const health = useOutboxHealth()
  if (health.isPending) return <Loader size="sm" aria-label="Memuat kesehatan notifikasi" />
  if (health.isError) {
    return (
      <Alert color="red" role="alert">
        <Group justify="space-between">
          <Text size="sm">{OUTBOX_TEXT.failedLoad}</Text>
          <Button size="xs" variant="default" onClick={() => void health.refetch()}>
            {OUTBOX_TEXT.refresh}
          </Button>
        </Group>
      </Alert>
    )
  }
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {health.data.channels.map((c) => (
          <ChannelCard key={c.channel} health={c} />
        ))}
      </SimpleGrid>
      <Group>
        <Button variant="default" size="sm" loading={health.isFetching} onClick={() => void health.refetch()}>
          {OUTBOX_TEXT.refresh}
        </Button>
      </Group>
    </Stack>
  )
}
