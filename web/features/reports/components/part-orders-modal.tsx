import { Button, Loader, Modal, Table, Text } from '@mantine/core'
import type { Role } from '#common/roles.ts'
import { type ReportScope, useReport } from '../api/get-report'
import { EMPTY_TEXT } from '../logic/report-messages'
import { ReportError } from './report-error'

/** 'Daftar pesanan untuk part X' (product.md §2.15): the range's orders holding the part. */
export function PartOrdersModal(props: {
  role: Role
  range: ReportScope
  partNo: string | null
  onClose: () => void
  onShowTimeline: (invoice: string) => void
}) {
  const { role, range, partNo } = props
  const report = useReport(role, partNo ? { ...range, part_no: partNo } : null)
  const orders = report.data?.orders_by_part ?? []
  return (
    <Modal opened={partNo !== null} onClose={props.onClose} title={`Daftar pesanan untuk part ${partNo ?? ''}`} size="xl">
      <ReportError viewer={role} error={report.error} />
      {report.isPending ? (
        <Loader size="sm" aria-label="Memuat" />
      ) : orders.length === 0 ? (
        <Text c="dimmed">{EMPTY_TEXT}</Text>
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table striped fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>No. Transaksi</Table.Th>
                <Table.Th>Tanggal</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th ta="right">Qty Estimasi</Table.Th>
                <Table.Th ta="right">Qty Dipesan</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {orders.map((order) => (
                <Table.Tr key={order.invoice}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{order.invoice}</Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{order.tanggal.slice(0, 10)}</Table.Td>
                  <Table.Td>{order.status_label}</Table.Td>
                  <Table.Td ta="right">{order.qty_est}</Table.Td>
                  <Table.Td ta="right">{order.qty_ordered ?? '-'}</Table.Td>
                  <Table.Td>
                    <Button size="compact-sm" variant="light" onClick={() => props.onShowTimeline(order.invoice)}>
                      Lihat timeline
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Modal>
  )
}
