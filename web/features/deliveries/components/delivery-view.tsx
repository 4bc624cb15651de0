// One delivery on screen: the same facts as its Surat Jalan (the way, the day, the store, the
// parts and pieces) and who recorded it, for a desk and a phone alike.
import { Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import type { Delivery } from '#common/deliveries.ts'
import { DELIVERY_TEXT } from '#common/delivery-rules.ts'
import { formatDateTime, formatNumber } from '#common/format.ts'
import { DetailField } from '#web/components/detail-modal.tsx'
import { DELIVERY_UI, dayText } from '../logic/messages'

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

function Items({ delivery }: { delivery: Delivery }) {
  return (
    <Table verticalSpacing={6} horizontalSpacing="xs" fz="sm" aria-label={DELIVERY_TEXT.document}>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>{DELIVERY_UI.no}</Table.Th>
          <Table.Th>{DELIVERY_UI.part}</Table.Th>
          <Table.Th ta="right">{DELIVERY_TEXT.qty}</Table.Th>
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
