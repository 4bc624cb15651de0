// 'Terima Barang' on a delivery's page (product.md §13.3): once confirmed, when and by whom
// (the buyer, staff on his behalf, or the portal after the branch's days) and the discrepancies
// with their photos and how each ended; before, 'Konfirmasi Terima' for those who may confirm it.
import { Button, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core'
import { IconPackageImport } from '@tabler/icons-react'
import { useState } from 'react'
import type { Delivery } from '#common/deliveries.ts'
import { RECEIPT_TEXT } from '#common/receipts.ts'
import { DetailField } from '#web/components/detail-modal.tsx'
import { lazyDialog } from '#web/components/lazy-dialog.tsx'
import { RECEIPT_UI } from '../logic/messages'
import { DiscrepancyItem } from './discrepancy-facts'

const ReceiptForm = lazyDialog(() => import('./receipt-form'))

/** 'Pembeli (beli.satu)', 'Otomatis (sistem)'. */
const whoText = (received: NonNullable<Delivery['received']>) =>
  received.by ? `${received.role_label} (${received.by})` : received.role_label

function Received({ delivery, received }: { delivery: Delivery; received: NonNullable<Delivery['received']> }) {
  return (
    <Stack gap="sm">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <DetailField label={RECEIPT_UI.receivedAtLabel} value={RECEIPT_UI.when(received.at)} />
        <DetailField label={RECEIPT_UI.receivedBy} value={whoText(received)} />
      </SimpleGrid>
      <Title order={3} size="h6">
        {RECEIPT_TEXT.discrepancy}
      </Title>
      {delivery.discrepancies.length === 0 ? (
        <Text size="sm" c="dimmed">
          {RECEIPT_UI.none}
        </Text>
      ) : (
        <Stack gap={0} role="list" aria-label={RECEIPT_TEXT.discrepancy}>
          {delivery.discrepancies.map((d) => (
            <DiscrepancyItem key={d.id} discrepancy={d} />
          ))}
        </Stack>
      )}
    </Stack>
  )
}

function ToConfirm({ delivery }: { delivery: Delivery }) {
  const [confirming, setConfirming] = useState(false)
  return (
    <Stack gap="xs" align="flex-start">
      <Text size="sm">{RECEIPT_UI.intro}</Text>
      <Button leftSection={<IconPackageImport size={16} aria-hidden />} onClick={() => setConfirming(true)}>
        {RECEIPT_TEXT.confirm}
      </Button>
      <ReceiptForm opened={confirming} delivery={delivery} onClose={() => setConfirming(false)} />
    </Stack>
  )
}

export function ReceiptPanel({ delivery }: { delivery: Delivery }) {
  const { received } = delivery
  let body = (
    <Text size="sm" c="dimmed">
      {RECEIPT_UI.waiting}
    </Text>
  )
  if (received) body = <Received delivery={delivery} received={received} />
  else if (delivery.can_receive) body = <ToConfirm delivery={delivery} />
  return (
    <Paper withBorder p="md" mt="md" radius="md" component="section" aria-labelledby="delivery-receipt-title">
      <Title order={2} size="h5" id="delivery-receipt-title" mb="xs">
        {received ? RECEIPT_TEXT.received : RECEIPT_TEXT.title}
      </Title>
      {body}
    </Paper>
  )
}
