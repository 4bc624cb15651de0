import { Loader, Modal, SimpleGrid, Stack, Table, Text } from '@mantine/core'
import { formatRupiah } from '#common/format.ts'
import { REPORT_STATUS_KEYS, type StoreSummary } from '#common/reports.ts'
import type { Role } from '#common/roles.ts'
import { type ReportScope, useReport } from '../api/get-report'
import { EMPTY_TEXT } from '../logic/report-messages'
import { STATUS_LABEL_OF_KEY } from '../logic/report-view'
import { ReportError } from './report-error'
import { StatusCountCells, StatusCountHeaders } from './status-count-cells'

/** 'Detail Toko' (product.md §2.15): the store's five totals and a row per user who ordered. */
export function StoreDetailModal(props: { role: Role; range: ReportScope; store: StoreSummary | null; onClose: () => void }) {
  const { store } = props
  const report = useReport(props.role, store ? { ...props.range, store_id: store.store_id } : null)
  const detail = report.data?.store_detail
  return (
    <Modal opened={store !== null} onClose={props.onClose} title="Detail Toko" size="xl">
      <ReportError viewer={props.role} error={report.error} />
      {store && (
        <Stack gap="sm">
          <div>
            <Text size="sm" c="dimmed">
              Kode Toko
            </Text>
            <Text fw={600}>{store.store_code}</Text>
            <Text size="sm" c="dimmed" mt={4}>
              Nama Toko
            </Text>
            <Text fw={600}>{store.store_name}</Text>
          </div>
          {report.isPending || !detail ? (
            <Loader size="sm" aria-label="Memuat" />
          ) : (
            <>
              <SimpleGrid cols={{ base: 2, sm: 5 }} spacing="xs">
                {REPORT_STATUS_KEYS.map((key) => (
                  <div key={key} data-testid={`store-total-${key}`}>
                    <Text size="xs" c="dimmed" fw={600}>
                      {STATUS_LABEL_OF_KEY[key]}
                    </Text>
                    <Text fw={700}>{detail.totals[key].count} pesanan</Text>
                    <Text size="xs">{formatRupiah(detail.totals[key].amount)}</Text>
                  </div>
                ))}
              </SimpleGrid>
              {detail.users.length === 0 ? (
                <Text c="dimmed">{EMPTY_TEXT}</Text>
              ) : (
                <Table.ScrollContainer minWidth={520}>
                  <Table striped fz="sm">
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Username</Table.Th>
                        <StatusCountHeaders />
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {detail.users.map((user) => (
                        <Table.Tr key={user.user_id}>
                          <Table.Td>{user.username}</Table.Td>
                          <StatusCountCells figures={user} />
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </Table.ScrollContainer>
              )}
            </>
          )}
        </Stack>
      )}
    </Modal>
  )
}
