import { Table, Text } from '@mantine/core'
import type { ImportRow } from '#common/imports.ts'
import { cutNote, qtyText } from '../logic/rows'
import { StatusBadge } from './status-badge'

export interface PreviewListProps {
  rows: ImportRow[]
  names: Map<string, string>
}

/** Wide screens: the rows as the file had them. */
export function PreviewTable({ rows, names }: PreviewListProps) {
  return (
    <Table.ScrollContainer minWidth={560} maxHeight={560}>
      <Table striped highlightOnHover stickyHeader verticalSpacing={6} data-testid="import-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={64}>No.</Table.Th>
            <Table.Th miw={200}>part_no</Table.Th>
            <Table.Th w={64} ta="right">
              qty
            </Table.Th>
            <Table.Th>catatan</Table.Th>
            <Table.Th w={150}>status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.no} data-testid="import-row">
              <Table.Td>{row.no}</Table.Td>
              <Table.Td>
                <Text size="sm" fw={600} ff="monospace">
                  {row.part_no || '-'}
                </Text>
                {names.has(row.part_no_norm) && (
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {names.get(row.part_no_norm)}
                  </Text>
                )}
              </Table.Td>
              <Table.Td ta="right">{qtyText(row)}</Table.Td>
              <Table.Td>
                <Text size="sm" style={{ wordBreak: 'break-word' }}>
                  {cutNote(row.note)}
                </Text>
              </Table.Td>
              <Table.Td>
                <StatusBadge row={row} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
