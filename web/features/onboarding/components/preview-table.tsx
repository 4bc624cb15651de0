import { Stack, Table, Text } from '@mantine/core'
import type { OnboardingRow } from '#common/onboarding.ts'
import { pricingText } from '../logic/rows'
import { RowStatus } from './row-status'

/** Two values of a row, one above the other: a code and its name, a phone and an email. */
function Pair({ top, bottom, mono = false }: { top: string; bottom?: string; mono?: boolean }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={600} ff={mono ? 'monospace' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {top || '-'}
      </Text>
      {bottom ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {bottom}
        </Text>
      ) : null}
    </Stack>
  )
}

/** The store's price group, NPWP and address, when the row gives any. */
function PricingLine({ row }: { row: OnboardingRow }) {
  const text = pricingText(row)
  if (!text) return null
  return (
    <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
      {text}
    </Text>
  )
}

/** Wide screens: one page of rows as the file had them, with what saving does and why not. */
export function PreviewTable({ rows }: { rows: readonly OnboardingRow[] }) {
  return (
    <Table.ScrollContainer minWidth={720}>
      <Table striped highlightOnHover verticalSpacing={6} horizontalSpacing="xs" data-testid="onboarding-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={56}>No.</Table.Th>
            <Table.Th w={80}>Cabang</Table.Th>
            <Table.Th>Toko</Table.Th>
            <Table.Th miw={120}>User</Table.Th>
            <Table.Th miw={130}>Kontak</Table.Th>
            <Table.Th w="30%">Status</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.no} data-testid="onboarding-row" data-ok={row.ok}>
              <Table.Td>{row.no}</Table.Td>
              <Table.Td>
                <Text size="sm" ff="monospace">
                  {row.branch_code || '-'}
                </Text>
              </Table.Td>
              <Table.Td>
                <Pair top={row.ibs_cust_code} bottom={row.store_name} mono />
                <PricingLine row={row} />
              </Table.Td>
              <Table.Td>
                <Pair top={row.username} bottom={row.name} mono />
              </Table.Td>
              <Table.Td>
                <Pair top={row.mobile} bottom={row.email} />
              </Table.Td>
              <Table.Td>
                <Stack gap={4}>
                  <RowStatus row={row} />
                  {row.reason && (
                    <Text size="xs" c="red.9" style={{ wordBreak: 'break-word' }}>
                      {row.reason}
                    </Text>
                  )}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}
