import { Badge } from '@mantine/core'
import { IconBan, IconShieldCheck, IconUser } from '@tabler/icons-react'
import type { UserListItem } from '../../../../common/management'
import { INACTIVE_LABEL } from '../logic/messages'
import { roleBadge } from '../logic/user-view'

// Colour is never the only signal (DESIGN §4a): each badge has its word and its icon.

export function RoleBadge({ user }: { user: Pick<UserListItem, 'role'> }) {
  const staff = user.role === 'staff'
  return (
    <Badge
      variant="light"
      color={staff ? 'grape' : 'blue'}
      size="sm"
      radius="sm"
      leftSection={staff ? <IconShieldCheck size={12} aria-hidden /> : <IconUser size={12} aria-hidden />}
    >
      {roleBadge(user)}
    </Badge>
  )
}

export function InactiveBadge({ user }: { user: Pick<UserListItem, 'is_active'> }) {
  if (user.is_active) return null
  return (
    <Badge variant="outline" color="red" size="sm" radius="sm" leftSection={<IconBan size={12} aria-hidden />}>
      {INACTIVE_LABEL}
    </Badge>
  )
}
