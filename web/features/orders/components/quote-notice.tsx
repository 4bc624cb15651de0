// An expired quote said before anyone presses (docs/product.md §10.12): the buyer reads why 'Lanjut
// Pesan' is off (the server's own words for 409 QUOTE_EXPIRED), staff what renews it.
import { Alert } from '@mantine/core'
import { IconClockExclamation } from '@tabler/icons-react'
import { formatEta } from '#common/eta.ts'
import type { OrderDetail } from '#common/orders.ts'
import { QUOTE_EXPIRED_TEXT, quoteExpiredStaffText } from '../logic/detail-messages'

interface QuoteNoticeProps {
  order: Pick<OrderDetail, 'role_view' | 'price_valid_until'>
  expired: boolean
}

export function QuoteNotice({ order, expired }: QuoteNoticeProps) {
  if (!expired || !order.price_valid_until) return null
  const icon = <IconClockExclamation size={20} aria-hidden />
  if (order.role_view === 'user') {
    return (
      <Alert color="red" icon={icon} data-testid="quote-expired">
        {QUOTE_EXPIRED_TEXT}
      </Alert>
    )
  }
  return (
    <Alert color="yellow" icon={icon} data-testid="quote-expired">
      {quoteExpiredStaffText(formatEta(order.price_valid_until))}
    </Alert>
  )
}
