import { Badge } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconClock, IconLoader2 } from '@tabler/icons-react'
import { FEED_STATE_LABEL, type FeedState } from '#common/feeds.ts'

const LOOK: Record<FeedState, { color: string; icon: typeof IconClock }> = {
  antrian: { color: 'gray', icon: IconClock },
  berjalan: { color: 'blue', icon: IconLoader2 },
  selesai: { color: 'green', icon: IconCircleCheck },
  gagal: { color: 'red', icon: IconAlertTriangle },
}

/** A job's state in its word and icon, never the colour alone. */
export function JobStateBadge({ state }: { state: FeedState }) {
  const { color, icon: Icon } = LOOK[state]
  return (
    <Badge
      variant="light"
      color={color}
      c={color === 'gray' ? 'dark' : undefined}
      size="sm"
      radius="sm"
      leftSection={<Icon size={12} aria-hidden />}
    >
      {FEED_STATE_LABEL[state]}
    </Badge>
  )
}
