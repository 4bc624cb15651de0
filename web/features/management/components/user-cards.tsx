// List User on a phone: a card per account instead of the table (like the order list).
import { Card, Group, Stack, Text } from '@mantine/core'
import type { ReactNode } from 'react'
import { formatDateTime } from '../../../../common/format'
import type { UserListItem } from '../../../../common/management'
import { EmptyMessage, ErrorMessage, SkeletonCards } from '../../../components/list-states'
import type { PagedRows } from '../hooks/use-paged-rows'
import { EMPTY_TEXT, USERS_LOAD_FAILED } from '../logic/messages'
import { orDash, storeLabel } from '../logic/user-view'
import { rowActivation } from './row-activation'
import { InactiveBadge, RoleBadge } from './user-badges'

function UserCard({ user, onOpen }: { user: UserListItem; onOpen: (user: UserListItem) => void }) {
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      role="listitem"
      data-user-id={user.id}
      {...rowActivation(() => onOpen(user))}
      style={{ cursor: 'pointer', opacity: user.is_active ? 1 : 0.6 }}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {user.username}
        </Text>
        <Group gap={4} wrap="nowrap">
          <InactiveBadge user={user} />
          <RoleBadge user={user} />
        </Group>
      </Group>
      <Text size="sm" mt={4}>
        {user.name}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        {storeLabel(user)} · {orDash(user.mobile)}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        Dibuat {formatDateTime(user.created_at)}
      </Text>
    </Card>
  )
}

export function UserCards({ list, onOpen }: { list: PagedRows<UserListItem>; onOpen: (user: UserListItem) => void }) {
  let content: ReactNode
  if (list.loading) content = <SkeletonCards />
  else if (list.error) content = <ErrorMessage text={USERS_LOAD_FAILED} onRetry={list.retry} />
  else if (list.rows.length === 0) content = <EmptyMessage text={EMPTY_TEXT} />
  else content = list.rows.map((user) => <UserCard key={user.id} user={user} onOpen={onOpen} />)
  return (
    <Stack gap="xs" role="list" aria-label="Daftar user" aria-busy={list.loading || list.fetchingMore}>
      {content}
    </Stack>
  )
}
