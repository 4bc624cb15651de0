import { Loader, Stack, Table, Text, UnstyledButton } from '@mantine/core'
import { useState } from 'react'
import type { StoreSummary } from '#common/reports.ts'
import type { Role } from '#common/roles.ts'
import { type ReportScope, useReport } from '../api/get-report'
import { EMPTY_TEXT } from '../logic/report-messages'
import { FulfilmentTable } from './fulfilment-table'
import { ReportError } from './report-error'
import { StatusCountCells, StatusCountHeaders } from './status-count-cells'
import { StoreDetailModal } from './store-detail-modal'

/**
 * The Toko tab (staff and head office): 'Ringkasan per Toko' and, from the same answer,
 * 'Pengiriman per Toko' (the figures after the export), loaded when the tab opens.
 */
export function StoreTab({ role, range }: { role: Role; range: ReportScope }) {
  const report = useReport(role, { ...range, stores: '1' })
  const [openStore, setOpenStore] = useState<StoreSummary | null>(null)
  const stores = report.data?.stores ?? []
  return (
    <Stack gap="sm">
      <Text fw={600}>Ringkasan per Toko</Text>
      <ReportError viewer={role} error={report.error} />
      {report.isPending ? (
        <Loader size="sm" aria-label="Memuat" />
      ) : stores.length === 0 ? (
        <Text c="dimmed">{EMPTY_TEXT}</Text>
      ) : (
        <Table.ScrollContainer minWidth={640}>
          <Table striped highlightOnHover fz="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Kode Toko</Table.Th>
                <Table.Th>Nama Toko</Table.Th>
                <StatusCountHeaders />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {stores.map((store) => (
                <Table.Tr key={store.store_id} onClick={() => setOpenStore(store)} style={{ cursor: 'pointer' }}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <UnstyledButton fz="sm" fw={600} c="dipo.8" mih={24} onClick={() => setOpenStore(store)}>
                      {store.store_code}
                    </UnstyledButton>
                  </Table.Td>
                  <Table.Td>{store.store_name}</Table.Td>
                  <StatusCountCells figures={store} />
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {report.data?.fulfilment_stores && (
        <FulfilmentTable
          title="Pengiriman per Toko"
          codeLabel="Kode Toko"
          nameLabel="Nama Toko"
          units={report.data.fulfilment_stores}
        />
      )}
      <StoreDetailModal role={role} range={range} store={openStore} onClose={() => setOpenStore(null)} />
    </Stack>
  )
}
