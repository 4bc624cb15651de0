import { Badge, Group, Table, Text } from '@mantine/core'
import { IconBan, IconShieldCheck, IconUser } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import type { UserListItem } from '#common/management.ts'
import { INACTIVE_LABEL } from '../logic/messages'
import { roleBadge } from '../logic/user-view'

// Colour is never the only signal: each badge has its word and its icon.
// A badge is a short fixed word: it never shrinks below it (a table column squeezed on a phone
// would otherwise cut it, the kit's label being a flex item that hides its overflow).
const WHOLE = { flexShrink: 0, minWidth: 'max-content' } as const

export function RoleBadge({ user }: { user: Pick<UserListItem, 'role'> }) {
  const staff = user.role === 'staff'
  return (
    <Badge
      variant="light"
      color={staff ? 'grape' : 'blue'}
      size="sm"
      radius="sm"
      style={WHOLE}
      leftSection={staff ? <IconShieldCheck size={12} aria-hidden /> : <IconUser size={12} aria-hidden />}
    >
      {roleBadge(user)}
    </Badge>
  )
}

export function InactiveBadge({ user }: { user: Pick<UserListItem, 'is_active'> }) {
  if (user.is_active) return null
  return (
    <Badge variant="outline" color="red" size="sm" radius="sm" style={WHOLE} leftSection={<IconBan size={12} aria-hidden />}>
      {INACTIVE_LABEL}
    </Badge>
  )
}

/** A row's first cells: the username (as `username` renders it) with the inactive mark, the name, the role. */
export function UserIdentityCells({
  user,
  username,
}: {
  user: Pick<UserListItem, 'is_active' | 'role' | 'name'>
  username: ReactNode
}) {
  return (
    <>
      <Table.Td>
        <Group gap={6} wrap="nowrap">
          <Text fw={600} fz="inherit">
            {username}
          </Text>
          <InactiveBadge user={user} />
        </Group>
      </Table.Td>
      <Table.Td>{user.name}</Table.Td>
      <Table.Td>
        <RoleBadge user={user} />
      </Table.Td>
    </>
  )
}
