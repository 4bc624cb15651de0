import { Table, Text, UnstyledButton } from '@mantine/core'
import type { RepeatPart } from '#common/reports.ts'
import { PHONE_MEDIA_QUERY } from '#web/lib/theme.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { EMPTY_TEXT } from '../logic/report-messages'

/**
 * Part No, Nama, Frekuensi, Qty Estimasi, Qty Dipesan (product.md §2.15); a row opens its orders.
 * On a phone the name goes under the part number, so the three figures fit the screen's width
 * instead of hiding past its edge behind a sideways scroll.
 */
export function RepeatTable({ parts, onOpen }: { parts: RepeatPart[]; onOpen: (part: RepeatPart) => void }) {
  const phone = useMedia(PHONE_MEDIA_QUERY)
  if (parts.length === 0) {
    return (
      <Text c="dimmed" py="md">
        {EMPTY_TEXT}
      </Text>
    )
  }
  return (
    <Table.ScrollContainer minWidth={phone ? 0 : 520}>
      <Table striped highlightOnHover fz="sm" horizontalSpacing={phone ? 6 : 'xs'}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{phone ? 'Part No / Nama' : 'Part No'}</Table.Th>
            {!phone && <Table.Th>Nama</Table.Th>}
            <Table.Th ta="right">Frekuensi</Table.Th>
            <Table.Th ta="right">Qty Estimasi</Table.Th>
            <Table.Th ta="right">Qty Dipesan</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {parts.map((part) => (
            <Table.Tr key={part.part_no} onClick={() => onOpen(part)} style={{ cursor: 'pointer' }}>
              <Table.Td style={phone ? { wordBreak: 'break-word' } : { whiteSpace: 'nowrap' }}>
                {/* the row is the target for a mouse; the button makes it one for a keyboard */}
                <UnstyledButton fz="sm" fw={600} c="dipo.8" mih={24} onClick={() => onOpen(part)}>
                  {part.part_no}
                </UnstyledButton>
                {phone && (
                  <Text size="xs" c="dimmed">
                    {part.name}
                  </Text>
                )}
              </Table.Td>
              {!phone && <Table.Td>{part.name}</Table.Td>}
              <Table.Td ta="right">{part.freq}</Table.Td>
              <Table.Td ta="right">{part.qty_est_total}</Table.Td>
              <Table.Td ta="right">{part.qty_ordered_total}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
