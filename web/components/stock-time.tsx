// 'Stok per 25 Nov 2026, 06.00 WIB' under a stock figure: how old the quantities are. Older than
// the hours allowed, it turns amber with a warning icon and says so in words ('lebih dari 26 jam'),
// so the colour is never the only sign.
import { Group, Text } from '@mantine/core'
import { IconAlertTriangle, IconClock } from '@tabler/icons-react'
import { stockTimeLabel } from '#common/stock-time.ts'

interface StockTimeProps {
  /** the stock's time (ISO); null: never loaded */
  at: string | null
  staleHours: number
  /** for tests; the page's clock otherwise */
  now?: Date
  size?: 'xs' | 'sm'
}

export function StockTime({ at, staleHours, now, size = 'xs' }: StockTimeProps) {
  const label = stockTimeLabel(at, now ?? new Date(), staleHours)
  const Icon = label.stale ? IconAlertTriangle : IconClock
  return (
    <Group gap={4} wrap="nowrap" data-stock-stale={label.stale ? 'true' : 'false'}>
      <Icon size={14} aria-hidden color={label.stale ? 'var(--mantine-color-orange-8)' : undefined} />
      <Text size={size} c={label.stale ? 'orange.9' : 'dimmed'} fw={label.stale ? 600 : undefined}>
        {label.text}
      </Text>
    </Group>
  )
}
