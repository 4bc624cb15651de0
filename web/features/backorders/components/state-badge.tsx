import { Badge } from '@mantine/core'
import { IconBan, IconClockHour4, IconPackage, IconRepeat } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { BACKORDER_STATE_LABEL, BACKORDER_TEXT, type BackorderState } from '#common/backorder-rules.ts'

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>

// Each state has its word and its icon, never the colour alone (WCAG 1.4.1). Stok Tersedia is the
// one filled badge: the part the buyer waited for is there.
const LOOK: Record<BackorderState, { color: string; icon: Icon; variant: 'light' | 'filled' }> = {
  menunggu: { color: 'gray', icon: IconClockHour4, variant: 'light' },
  stok_tersedia: { color: 'teal', icon: IconPackage, variant: 'filled' },
  dipesan_ulang: { color: 'dipo', icon: IconRepeat, variant: 'light' },
  dibatalkan: { color: 'red', icon: IconBan, variant: 'light' },
}

export function BackorderStateBadge({ state }: { state: BackorderState }) {
  const { color, icon: StateIcon, variant } = LOOK[state]
  return (
    <Badge
      variant={variant}
      color={color}
      tt="none"
      radius="sm"
      leftSection={<StateIcon size={14} aria-hidden />}
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {BACKORDER_STATE_LABEL[state]}
    </Badge>
  )
}

/** The line has waited longer than its branch's number of days. */
export function LamaBadge() {
  return (
    <Badge variant="light" color="orange" tt="none" radius="sm" size="sm" style={{ flexShrink: 0 }}>
      {BACKORDER_TEXT.flagged}
    </Badge>
  )
}
