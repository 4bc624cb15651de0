import { Badge } from '@mantine/core'
import { IconBan, IconCircleCheck } from '@tabler/icons-react'
import { COMMON_TEXT } from '../logic/messages'

/** A branch's or an account's state: its word and its icon, never the colour alone. */
export function ActiveBadge({ active }: { active: boolean }) {
  return active ? (
    <Badge variant="light" color="green" size="sm" radius="sm" leftSection={<IconCircleCheck size={12} aria-hidden />}>
      {COMMON_TEXT.active}
    </Badge>
  ) : (
    <Badge variant="outline" color="red" size="sm" radius="sm" leftSection={<IconBan size={12} aria-hidden />}>
      {COMMON_TEXT.inactive}
    </Badge>
  )
}
