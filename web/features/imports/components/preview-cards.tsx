import { Group, Paper, Stack, Text } from '@mantine/core'
import { cutNote, isErrorRow, qtyText } from '../logic/rows'
import type { PreviewListProps } from './preview-table'
import { StatusBadge } from './status-badge'

/** Phones: one card per row; the reason is written out, a tooltip is hard to reach by thumb. */
export function PreviewCards({ rows, names }: PreviewListProps) {
  return (
    <Stack gap="xs" data-testid="import-cards">
      {rows.map((row) => (
        <Paper key={row.no} withBorder p="xs" data-testid="import-row">
          <Group justify="space-between" wrap="nowrap" align="flex-start" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="xs" c="dimmed">
                No. {row.no}
              </Text>
              <Text fw={600} ff="monospace" style={{ wordBreak: 'break-all' }}>
                {row.part_no || '-'}
              </Text>
              {names.has(row.part_no_norm) && (
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {names.get(row.part_no_norm)}
                </Text>
              )}
            </Stack>
            <StatusBadge row={row} />
          </Group>
          <Text size="sm" mt={4}>
            qty: <b>{qtyText(row)}</b>
          </Text>
          {row.note && (
            <Text size="sm" c="dimmed" style={{ wordBreak: 'break-word' }}>
              catatan: {cutNote(row.note)}
            </Text>
          )}
          {isErrorRow(row) && row.reason && (
            <Text size="sm" c="red.8" mt={2}>
              {row.reason}
            </Text>
          )}
        </Paper>
      ))}
    </Stack>
  )
}
