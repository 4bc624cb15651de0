import { Group, Paper, SimpleGrid, Table, Text } from '@mantine/core'
import type { Unfilled } from '#common/reports.ts'
import { EMPTY_TEXT } from '../logic/report-messages'
import { percent } from '../logic/report-view'
import { PartBars } from './part-bars'

const SHOWN = 10

/**
 * 'Permintaan tak terpenuhi' (beyond product.md §2.15): what the branch could not supply in the range,
 * by quantity short, and the fill rate (qty confirmed ÷ qty estimated) a dealer stocks by. The
 * table under the bars is their text alternative.
 */
export function UnfilledDemand({ unfilled }: { unfilled: Unfilled }) {
  const top = unfilled.parts.slice(0, SHOWN)
  return (
    <Paper withBorder radius="md" p="sm">
      <Text fw={600} mb={4}>
        Permintaan tak terpenuhi
      </Text>
      <Group gap="xs" mb="xs" align="baseline">
        <Text size="xl" fw={700} data-testid="fill-rate">
          {percent(unfilled.fill_rate)}
        </Text>
        <Text size="sm" c="dimmed">
          tingkat pemenuhan (qty konfirmasi ÷ qty estimasi)
        </Text>
      </Group>
      {top.length === 0 ? (
        <Text size="sm" c="dimmed">
          {EMPTY_TEXT}
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <div role="img" aria-label={`Grafik batang qty tak terpenuhi per part, ${top.length} part; angkanya ada di tabel.`}>
            <PartBars parts={top} value="qty_short" label="Qty tak terpenuhi" color="red.6" />
          </div>
          <ShortTable parts={top} />
        </SimpleGrid>
      )}
    </Paper>
  )
}

function ShortTable({ parts }: { parts: Unfilled['parts'] }) {
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped fz="sm">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Part No</Table.Th>
            <Table.Th>Nama</Table.Th>
            <Table.Th ta="right">Qty tak terpenuhi</Table.Th>
            <Table.Th ta="right" visibleFrom="sm">
              Baris
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((p) => (
            <Table.Tr key={p.part_no}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{p.part_no}</Table.Td>
              <Table.Td>{p.name}</Table.Td>
              <Table.Td ta="right">{p.qty_short}</Table.Td>
              <Table.Td ta="right" visibleFrom="sm">
                {p.lines}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
