// 'Bagikan ke WhatsApp' on the order detail for both sides, and for staff a chat with the buyer's
// own number. Links, so a desk opens WhatsApp Web in a new tab; a phone that can share natively
// (Web Share API) offers its own share sheet instead.
import { Button, Group } from '@mantine/core'
import { IconBrandWhatsapp, IconMessageCircle } from '@tabler/icons-react'
import type { MouseEvent } from 'react'
import type { OrderTotals } from '#common/order-totals.ts'
import type { OrderDetail } from '#common/orders.ts'
import { useBrowserValue } from '#web/lib/browser-value.ts'
import type { DetailLine } from '../logic/lines'
import { orderShareText, waChatUrl, waNumber, waShareUrl } from '../logic/whatsapp'

interface WhatsAppShareProps {
  order: OrderDetail
  lines: readonly DetailLine[]
  totals: OrderTotals
  compact: boolean
}

export function WhatsAppShare({ order, lines, totals, compact }: WhatsAppShareProps) {
  // the portal's address as the browser knows it (the server's page takes it once taken over)
  const origin = useBrowserValue(() => window.location.origin, '')
  const text = orderShareText(order, lines, totals, origin)
  const buyer = order.role_view === 'seller' && order.hp_pembuat ? waNumber(order.hp_pembuat) : null

  function shareNatively(event: MouseEvent) {
    if (!compact || typeof navigator.share !== 'function') return
    event.preventDefault()
    // the user closing the share sheet is not an error worth a toast
    navigator.share({ title: `Pesanan ${order.nomor_invoice}`, text }).catch(() => undefined)
  }

  return (
    // on a phone the buttons fill the row, each as wide as its words at least, and take a row
    // each when both do not fit (an equal share cut 'Bagikan ke WhatsApp' at 360 px)
    <Group justify="flex-end" gap="sm" wrap="wrap" data-testid="order-share">
      <Button
        component="a"
        href={waShareUrl(text)}
        target="_blank"
        rel="noopener noreferrer"
        variant="light"
        color="green"
        leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
        onClick={shareNatively}
        flex={compact ? '1 0 auto' : undefined}
      >
        Bagikan ke WhatsApp
      </Button>
      {buyer ? (
        <Button
          component="a"
          href={waChatUrl(buyer, text)}
          target="_blank"
          rel="noopener noreferrer"
          variant="light"
          color="green"
          leftSection={<IconMessageCircle size={18} aria-hidden />}
          flex={compact ? '1 0 auto' : undefined}
        >
          Chat Pembeli
        </Button>
      ) : null}
    </Group>
  )
}
