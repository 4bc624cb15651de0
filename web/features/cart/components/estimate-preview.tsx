import { Alert, Button, Divider, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { IconInfoCircle } from '@tabler/icons-react'
import type { CartItem } from '#common/cart.ts'
import { formatRupiah } from '#common/format.ts'
import { ESTIMATE_EXCLUDES, PREVIEW_TITLE } from '../logic/messages'
import { lineSubtotal, type SelectionTotals } from '../logic/totals'

const CONFIRM_SEND = 'Ya, Kirim Estimasi'

interface EstimatePreviewProps {
  opened: boolean
  lines: CartItem[]
  totals: SelectionTotals
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
        <Text size="xs" c="dimmed">
          {line.qty} × {formatRupiah(line.price)}
        </Text>
        <Text size="sm" fw={700}>
          {formatRupiah(lineSubtotal(line))}
        </Text>
      </Stack>
    </Group>
  )
}

function TotalRow({ label, value, strong = false }: { label: string; value: string; strong?: boolean }) {
  return (
    <Group justify="space-between">
      <Text size="sm">{label}</Text>
      <Text size={strong ? 'lg' : 'sm'} fw={strong ? 800 : 600} c={strong ? 'dipo.9' : undefined}>
        {value}
      </Text>
    </Group>
  )
}

/** What will be sent, before it is sent (loaded as a lazy dialog by the cart page): the lines, the totals and what the estimate leaves out. */
export default function EstimatePreview({ opened, lines, totals, note, sending, onClose, onConfirm }: EstimatePreviewProps) {
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
        <TotalRow label="Jumlah item" value={String(totals.itemCount)} />
        <TotalRow label="Total qty" value={String(totals.totalQty)} />
        <TotalRow label="Estimasi total" value={formatRupiah(totals.estimate)} strong />
        <Alert variant="light" color="yellow" icon={<IconInfoCircle aria-hidden />} p="xs">
          <Text size="sm">{ESTIMATE_EXCLUDES}.</Text>
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
