import { ActionIcon, Indicator } from '@mantine/core'
import { useDisclosure } from '@mantine/hooks'
import { IconBell } from '@tabler/icons-react'
import { useQuery } from '@tanstack/react-query'
import { NOTIFICATION_TEXT, unreadBadge } from '#common/notification-rules.ts'
import { lazyDialog } from '#web/components/lazy-dialog.tsx'
import { notificationsQuery } from '../api/get-notifications'

const NotificationPanel = lazyDialog(() => import('./notification-panel'))

/** The bell in the buyer's and the staff's header: how many messages wait, and the list on a tap. */
export function NotificationBell() {
  const [opened, panel] = useDisclosure(false)
  const query = useQuery(notificationsQuery())
  const badge = query.isError ? null : unreadBadge(query.data?.unread_count ?? 0)
  const label = badge === null ? NOTIFICATION_TEXT.title : `${NOTIFICATION_TEXT.title}, ${badge} belum dibaca`
  return (
    <>
      <Indicator label={badge} disabled={badge === null} size={18} offset={4} color="red" withBorder>
        <ActionIcon variant="subtle" size="lg" aria-label={label} title={label} onClick={panel.open}>
          <IconBell size={22} aria-hidden />
        </ActionIcon>
      </Indicator>
      <NotificationPanel opened={opened} onClose={panel.close} />
    </>
  )
}
