import { Alert, Box, Button, Drawer, Group, Loader, Stack, Text, UnstyledButton } from '@mantine/core'
import { useQuery } from '@tanstack/react-query'
import { useNavigate } from 'react-router'
import { NOTIFICATION_TEXT } from '#common/notification-rules.ts'
import type { NotificationItem } from '#common/notifications.ts'
import { notificationsQuery } from '../api/get-notifications'
import { useMarkRead } from '../api/mark-read'
import { relativeTime } from '../logic/relative-time'

// The latest 50 messages, newest first: unread ones marked by a dot and bold words (never by
// colour alone); a tap marks one read and opens its order.

function Entry({ item, now, onOpen }: { item: NotificationItem; now: Date; onOpen: (item: NotificationItem) => void }) {
  return (
    <UnstyledButton
      onClick={() => onOpen(item)}
      p="sm"
      style={{ borderRadius: 8, background: item.read ? undefined : 'var(--mantine-color-dipo-0)' }}
      aria-label={`${item.read ? '' : 'Belum dibaca: '}${item.title}. ${item.body}`}
      data-testid="notification"
    >
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <Box
          w={8}
          h={8}
          mt={6}
          style={{ flexShrink: 0, borderRadius: 4, background: item.read ? 'transparent' : 'var(--mantine-color-red-8)' }}
          aria-hidden
        />
        <Stack gap={2} style={{ minWidth: 0 }}>
          <Text size="sm" fw={item.read ? 500 : 700}>
            {item.title}
          </Text>
          <Text size="sm" c="dark.6" style={{ overflowWrap: 'anywhere' }}>
            {item.body}
          </Text>
          <Text size="xs" c="dark.5">
            {relativeTime(item.created_at, now)}
          </Text>
        </Stack>
      </Group>
    </UnstyledButton>
  )
}

export default function NotificationPanel({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const query = useQuery({ ...notificationsQuery(), enabled: opened })
  const navigate = useNavigate()
  const markRead = useMarkRead()
  const now = new Date()
  const unread = query.data?.unread_count ?? 0

  function open(item: NotificationItem) {
    if (!item.read) void markRead({ ids: [item.id] })
    onClose()
    navigate(item.link)
  }

  return (
    <Drawer opened={opened} onClose={onClose} position="right" size="md" title={NOTIFICATION_TEXT.title}>
      <Stack gap="sm">
        <Group justify="flex-end">
          <Button variant="subtle" size="compact-sm" disabled={unread === 0} onClick={() => void markRead({ all: true })}>
            {NOTIFICATION_TEXT.markAllRead}
          </Button>
        </Group>
        {query.isPending && <Loader size="sm" aria-label="Memuat notifikasi" />}
        {query.isError && (
          <Alert color="red" role="alert">
            <Stack gap="xs" align="flex-start">
              {NOTIFICATION_TEXT.failed}
              <Button size="xs" variant="light" onClick={() => void query.refetch()}>
                Coba lagi
              </Button>
            </Stack>
          </Alert>
        )}
        {query.data?.items.length === 0 && <Text c="dark.5">{NOTIFICATION_TEXT.empty}</Text>}
        {query.data?.items.map((item) => (
          <Entry key={item.id} item={item} now={now} onOpen={open} />
        ))}
      </Stack>
    </Drawer>
  )
}
