// 'Lanjut Pesan' cannot be undone by the buyer (product.md §4.2: after Dipesan only dealer staff cancel),
// so it first shows what will be ordered: the lines with their Qty Dipesan, the lines left at 0,
// and the totals with PPN. On a phone 'Pesan Sekarang' spans the width and 'Kembali' sits quietly
// below it, so the final tap is never a coin toss between two equal buttons.
import { Button, Divider, Group, Modal, Stack, Text } from '@mantine/core'
import { formatRupiah } from '#common/format.ts'
import type { OrderTotals, TaxSettingsAnswer } from '#common/order-totals.ts'
import * as text from '../logic/detail-messages'
import type { DetailLine } from '../logic/lines'
import { OrderTotalsBlock } from './order-totals'

interface OrderReviewProps {
  opened: boolean
  lines: readonly DetailLine[]
  /** the order's totals at the Qty Dipesan typed */
  totals: OrderTotals
  tax: TaxSettingsAnswer
  busy: boolean
  phone: boolean
  onConfirm(): void
  onClose(): void
}

export function OrderReview({ opened, lines, totals, tax, busy, phone, onConfirm, onClose }: OrderReviewProps) {
  const ordered = lines.filter((l) => (l.ordered ?? 0) > 0)
  const left = lines.filter((l) => (l.ordered ?? 0) === 0)
  const confirm = (
    <Button onClick={onConfirm} loading={busy} disabled={ordered.length === 0} fullWidth={phone}>
      {text.ORDER_NOW}
    </Button>
  )
  const back = (
    <Button variant={phone ? 'subtle' : 'default'} onClick={onClose} disabled={busy} fullWidth={phone}>
      {text.BACK}
    </Button>
  )
  return (
    <Modal opened={opened} onClose={onClose} title={<Text fw={800}>{text.REVIEW_TITLE}</Text>} size="lg" fullScreen={phone}>
      <Stack gap="sm">
        <Text size="sm">{text.REVIEW_TEXT}</Text>
        {ordered.length === 0 ? (
          <Text size="sm" c="red.8" role="alert">
            {text.REVIEW_NOTHING}
          </Text>
        ) : (
          <Stack gap={6} component="ul" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label={text.REVIEW_ORDERED}>
            {ordered.map((l) => (
              <Group key={l.item.order_detail_id} component="li" justify="space-between" wrap="nowrap" gap="sm">
                <div style={{ minWidth: 0 }}>
                  <Text size="sm" fw={600}>
                    {l.item.nomor_part}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {l.item.nama_part}
                  </Text>
                </div>
                <Text size="sm" ta="right" style={{ whiteSpace: 'nowrap' }}>
                  {l.ordered} × {formatRupiah(l.price)}
                </Text>
              </Group>
            ))}
          </Stack>
        )}
        {left.length > 0 && (
          <Text size="sm" c="dimmed">
            {text.reviewLeftOut(left.map((l) => l.item.nomor_part))}
          </Text>
        )}
        <Divider />
        <OrderTotalsBlock totals={totals} tax={tax} />
        {phone ? (
          <Stack gap="xs" mt="sm">
            {confirm}
            {back}
          </Stack>
        ) : (
          <Group justify="flex-end" mt="sm">
            {back}
            {confirm}
          </Group>
        )}
      </Stack>
    </Modal>
  )
}
