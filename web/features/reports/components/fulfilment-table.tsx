import { Stack, Table, Text } from '@mantine/core'
import { useId } from 'react'
import { formatNumber } from '#common/format.ts'
import type { UnitFulfilment } from '#common/reports.ts'
import { PHONE_MEDIA_QUERY } from '#web/lib/theme.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { averageDays, discrepancyTotal, ratePercent } from '../logic/fulfilment-view'
import { EMPTY_TEXT } from '../logic/report-messages'

/**
 * The figures after the export per branch ('Pengiriman per Cabang') or per store of a branch
 * ('Pengiriman per Toko'). On a phone the name goes under the code, as in the Repeat table, so
 * more of the figures fit before the table's own sideways scroll.
 */
export function FulfilmentTable(props: { title: string; codeLabel: string; nameLabel: string; units: UnitFulfilment[] }) {
  const phone = useMedia(PHONE_MEDIA_QUERY)
  const titleId = useId()
  return (
    <Stack gap="xs">
      <Text fw={600} id={titleId}>
        {props.title}
      </Text>
      {props.units.length === 0 ? (
        <Text c="dimmed">{EMPTY_TEXT}</Text>
      ) : (
        // on a phone the table scrolls sideways, and has nothing to focus: the keyboard must reach
        // the scroll itself (WCAG 2.1.1); at a desk it fits, and is no extra stop
        <Table.ScrollContainer
          minWidth={phone ? 600 : 720}
          type="native"
          {...(phone && { tabIndex: 0, role: 'region', 'aria-label': `${props.title}, geser ke samping` })}
        >
          <Table striped fz="sm" horizontalSpacing={phone ? 6 : 'xs'} aria-labelledby={titleId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{phone ? `${props.codeLabel} / ${props.nameLabel}` : props.codeLabel}</Table.Th>
                {!phone && <Table.Th>{props.nameLabel}</Table.Th>}
                <Table.Th ta="right">Pesanan</Table.Th>
                <Table.Th ta="right">Fill Rate</Table.Th>
                <Table.Th ta="right">Tepat Waktu</Table.Th>
                <Table.Th ta="right">Rata-rata Hari</Table.Th>
                <Table.Th ta="right">Selisih</Table.Th>
                <Table.Th ta="right">Sisa Terbuka</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {props.units.map((unit) => (
                <Table.Tr key={unit.id}>
                  <Table.Td style={phone ? { wordBreak: 'break-word' } : { whiteSpace: 'nowrap' }}>
                    <Text span fz="sm" fw={600}>
                      {unit.code}
                    </Text>
                    {phone && (
                      <Text size="xs" c="dimmed">
                        {unit.name}
                      </Text>
                    )}
                  </Table.Td>
                  {!phone && <Table.Td>{unit.name}</Table.Td>}
                  <Table.Td ta="right">{formatNumber(unit.orders)}</Table.Td>
                  <Table.Td ta="right">{ratePercent(unit.fill_rate)}</Table.Td>
                  <Table.Td ta="right">{ratePercent(unit.on_time_rate)}</Table.Td>
                  <Table.Td ta="right">{averageDays(unit.avg_days_to_receipt)}</Table.Td>
                  <Table.Td ta="right">{formatNumber(discrepancyTotal(unit))}</Table.Td>
                  <Table.Td ta="right">{formatNumber(unit.open_backorders)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Stack>
  )
}
