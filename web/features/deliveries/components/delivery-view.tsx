// One delivery on screen: the same facts as its Surat Jalan (the way, the day, the store, the
// parts and pieces) and who recorded it, for a desk and a phone alike; once confirmed, what
// arrived of each line beside what was sent.
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { Delivery } from '#common/deliveries.ts'
import { DELIVERY_TEXT } from '#common/delivery-rules.ts'
import { formatDateTime, formatNumber } from '#common/format.ts'
import { RECEIPT_TEXT } from '#common/receipt-rules.ts'
import { DetailField } from '#web/components/detail-modal.tsx'
import { DELIVERY_UI, dayText, RECEIPT_UI } from '../logic/messages'

function Facts({ delivery }: { delivery: Delivery }) {
  const facts: Array<[string, string | null]> = [
    [DELIVERY_TEXT.date, dayText(delivery.date)],
    [DELIVERY_UI.order, delivery.order.no_transaksi],
    [DELIVERY_UI.store, `${delivery.toko.nama} (${delivery.toko.kode})`],
    [DELIVERY_TEXT.method, delivery.method_label],
    [DELIVERY_TEXT.courier, delivery.courier],
    [DELIVERY_TEXT.plate, delivery.plate],
    ['No. resi', delivery.tracking],
    [DELIVERY_UI.recordedBy, `${delivery.recorded_by}, ${formatDateTime(delivery.recorded_at)}`],
  ]
  return (
    <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
      {facts.flatMap(([label, value]) => (value ? [<DetailField key={label} label={label} value={value} />] : []))}
    </SimpleGrid>
  )
}

/** What arrived of a line, in bold red when short (the figure says it, the colour only repeats it). */
function ReceivedCell({ sent, received }: { sent: number; received: number | null }) {
  const short = received !== null && received < sent
  return (
    <Table.Td ta="right" fw={short ? 700 : undefined} c={short ? 'red.8' : undefined}>
      {received === null ? '–' : formatNumber(received)}
    </Table.Td>
  )
}

/** The parts and pieces; once confirmed, what arrived of each beside what was sent. */
function Items({ delivery }: { delivery: Delivery }) {
  const received = delivery.received !== null
  return (
    <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label={DELIVERY_TEXT.document}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{DELIVERY_UI.no}</Table.Th>
          <Table.Th>{DELIVERY_UI.part}</Table.Th>
          <Table.Th ta="right">{received ? RECEIPT_UI.sent : DELIVERY_TEXT.qty}</Table.Th>
          {received ? <Table.Th ta="right">{RECEIPT_TEXT.received}</Table.Th> : null}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>
        {delivery.items.map((item, i) => (
          <Table.Tr key={item.order_item_id}>
            <Table.Td>{i + 1}</Table.Td>
            <Table.Td>
              <Text size="sm" fw={700} ff="monospace" style={{ whiteSpace: 'nowrap' }}>
                {item.part_no}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.part_name}
              </Text>
            </Table.Td>
            <Table.Td ta="right">{formatNumber(item.qty)}</Table.Td>
            {received ? <ReceivedCell sent={item.qty} received={item.qty_received} /> : null}
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  )
}

export function DeliveryView({ delivery }: { delivery: Delivery }) {
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="md">
        <Facts delivery={delivery} />
        <Items delivery={delivery} />
      </Stack>
    </Paper>
  )
}
