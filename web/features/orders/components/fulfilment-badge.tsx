import { Badge } from '@mantine/core'
import { IconAlertTriangle, IconCircleCheck, IconClock, IconTruck, IconTruckLoading } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { FULFILMENT_LABEL, type FulfilmentState } from '#common/fulfilment.ts'
import { FULFILMENT_FILTER_LABEL } from '../logic/list-messages'

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>

// A Diproses order's second state (product.md §13.4), beside its status badge. As there, colour is
// never the only signal: each state has its word and its own icon. The light variant's text is
// darkened in web/lib/theme.ts to reach AA on its tint.
const LOOK: Record<FulfilmentState, { color: string; icon: Icon }> = {
  menunggu_kirim: { color: 'gray', icon: IconClock },
  dikirim_sebagian: { color: 'yellow', icon: IconTruckLoading },
  dikirim: { color: 'blue', icon: IconTruck },
  diterima: { color: 'green', icon: IconCircleCheck },
  ada_selisih: { color: 'red', icon: IconAlertTriangle },
}

const ICON_SIZE = { sm: 12, md: 14, lg: 16 } as const

export function FulfilmentBadge({ state, size = 'md' }: { state: FulfilmentState; size?: 'sm' | 'md' | 'lg' }) {
  const { color, icon: StateIcon } = LOOK[state]
  return (
    <Badge
      variant="light"
      color={color}
      size={size}
      tt="none"
      radius="sm"
      leftSection={<StateIcon size={ICON_SIZE[size]} aria-hidden />}
      // a whole badge moves to the next line, never half a word ('Dikirim sebagian' is two)
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible', whiteSpace: 'nowrap' } }}
      // what the second badge beside the status is about, at a desk's pointer
      title={`${FULFILMENT_FILTER_LABEL}: ${FULFILMENT_LABEL[state]}`}
      data-testid="fulfilment-badge"
    >
      {FULFILMENT_LABEL[state]}
    </Badge>
  )
}
