// List User on a phone: a card per account instead of the table (like the order list).
import { Card, Group, Text } from '@mantine/core'
import { formatDateTime } from '#common/format.ts'
import type { UserListItem } from '#common/management.ts'
import { PagedCards } from '#web/components/paged-list.tsx'
import type { PagedRows } from '#web/lib/use-paged-rows.ts'
import { USERS_LOAD_FAILED } from '../logic/messages'
import { orDash, storeLabel } from '../logic/user-view'
import { CardLines, OpenDetailButton, openOnClick } from './open-detail'
import { InactiveBadge, RoleBadge } from './user-badges'

function UserCard({ user, onOpen }: { user: UserListItem; onOpen: (user: UserListItem) => void }) {
  return (
    <Card
      withBorder
      padding="sm"
      radius="md"
      role="listitem"
      data-user-id={user.id}
      {...openOnClick(() => onOpen(user))}
      opacity={user.is_active ? 1 : 0.6}
    >
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
          <OpenDetailButton onOpen={() => onOpen(user)}>{user.username}</OpenDetailButton>
        </Text>
        <Group gap={4} wrap="nowrap">
          <InactiveBadge user={user} />
          <RoleBadge user={user} />
        </Group>
      </Group>
      <CardLines
        name={user.name}
        notes={[`${storeLabel(user)} · ${orDash(user.mobile)}`, `Dibuat ${formatDateTime(user.created_at)}`]}
      />
    </Card>
  )
}

export function UserCards({ list, onOpen }: { list: PagedRows<UserListItem>; onOpen: (user: UserListItem) => void }) {
  return (
    <PagedCards
      list={list}
      label="Daftar user"
      errorText={USERS_LOAD_FAILED}
      renderItem={(user) => <UserCard key={user.id} user={user} onOpen={onOpen} />}
    />
  )
}
