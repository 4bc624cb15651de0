import { Badge } from '@mantine/core'
import { IconBan, IconChecklist, IconFileDescription, IconShoppingCart, IconTruckDelivery } from '@tabler/icons-react'
import type { ComponentType } from 'react'
import { type OrderBucket, STATUS_INFO, statusOfBucket } from '#common/order-status.ts'

type Icon = ComponentType<{ size?: number; 'aria-hidden'?: boolean }>

// Colour is never the only signal (WCAG 1.4.1; the statuses: product.md §4.1): every status has its
// word and its own icon.
const LOOK: Record<OrderBucket, { color: string; icon: Icon }> = {
  estimasi: { color: 'gray', icon: IconFileDescription },
  konfirmasi: { color: 'orange', icon: IconChecklist },
  po: { color: 'dipo', icon: IconShoppingCart },
  diproses: { color: 'teal', icon: IconTruckDelivery },
  batal: { color: 'red', icon: IconBan },
}

export function StatusBadge({ bucket, size = 'md' }: { bucket: OrderBucket; size?: 'sm' | 'md' }) {
  const { color, icon: StatusIcon } = LOOK[bucket]
  return (
    <Badge
      variant="light"
      color={color}
      size={size}
      tt="none"
      radius="sm"
      leftSection={<StatusIcon size={size === 'sm' ? 12 : 14} aria-hidden />}
      style={{ flexShrink: 0 }}
      styles={{ label: { overflow: 'visible' } }}
    >
      {STATUS_INFO[statusOfBucket(bucket)].label}
    </Badge>
  )
}
