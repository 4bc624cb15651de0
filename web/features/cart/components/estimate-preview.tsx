import { Alert, Button, Divider, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconInfoCircle } from '@tabler/icons-react'
import type { CartItem } from '#common/cart.ts'
import { formatRupiah } from '#common/format.ts'
import type { TaxSettingsAnswer } from '#common/order-totals.ts'
import { PREVIEW_TITLE, PRICE_NOTE } from '../logic/messages'
import { lineSubtotal, type SelectionTotals } from '../logic/totals'
import { TotalsBlock } from './totals-block'
import { ListPriceStruck } from './unit-price'

const CONFIRM_SEND = 'Ya, Kirim Estimasi'

interface EstimatePreviewProps {
  opened: boolean
  lines: CartItem[]
  totals: SelectionTotals
  /** the PPN in effect today (the cart's answer) */
  tax: TaxSettingsAnswer
  note: string
  sending: boolean
  onClose(): void
  onConfirm(): void
}

function PreviewLine({ line }: { line: CartItem }) {
  return (
    <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm" py={6}>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={700} ff="monospace">
          {line.sto_id}
        </Text>
        <Text size="sm" lineClamp={1}>
          {line.name}
        </Text>
        {line.description && (
          <Text size="xs" c="dimmed" lineClamp={1} style={{ overflowWrap: 'anywhere' }}>
            Catatan: {line.description}
          </Text>
        )}
      </Stack>
      <Stack gap={0} align="flex-end" style={{ flexShrink: 0 }}>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          {line.qty} × {formatRupiah(line.price)}
        </Text>
        <ListPriceStruck line={line} />
        <Text size="sm" fw={700}>
          {formatRupiah(lineSubtotal(line))}
        </Text>
      </Stack>
    </Group>
  )
}

function CountRow({ label, value }: { label: string; value: number }) {
  return (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      <Text size="sm" fw={600}>
        {value}
      </Text>
    </Group>
  )
}

/** What will be sent, before it is sent (loaded as a lazy dialog by the cart page): the lines, the invoice's figures and what they hold. */
export default function EstimatePreview(props: EstimatePreviewProps) {
  const { opened, lines, totals, tax, note, sending, onClose, onConfirm } = props
  const phone = useMediaQuery('(max-width: 40em)')
  return (
    <Modal
      opened={opened}
      onClose={sending ? () => undefined : onClose}
      title={<Text fw={800}>{PREVIEW_TITLE}</Text>}
      size="lg"
      fullScreen={phone}
      closeButtonProps={{ 'aria-label': 'Tutup' }}
    >
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          {totals.itemCount} item berikut akan dikirim ke dealer sebagai estimasi.
        </Text>
        <ScrollArea.Autosize mah={phone ? undefined : '45vh'} type="auto">
          <Stack gap={0}>
            {lines.map((line, index) => (
              <div key={line.product_id}>
                {index > 0 && <Divider />}
                <PreviewLine line={line} />
              </div>
            ))}
          </Stack>
        </ScrollArea.Autosize>
        <Divider />
        <CountRow label="Jumlah item" value={totals.itemCount} />
        <CountRow label="Total qty" value={totals.totalQty} />
        <Divider />
        <TotalsBlock figures={totals.figures} tax={tax} />
        <Alert variant="light" color="blue" icon={<IconInfoCircle aria-hidden />} p="xs">
          <Text size="sm">{PRICE_NOTE}</Text>
        </Alert>
        {/* a note of 100 characters without a space wraps inside the dialog */}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <Text span fw={600}>
            Catatan pesanan:{' '}
          </Text>
          {note.trim() || '-'}
        </Text>
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onClose} disabled={sending}>
            Kembali
          </Button>
          <Button onClick={onConfirm} loading={sending}>
            {CONFIRM_SEND}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
