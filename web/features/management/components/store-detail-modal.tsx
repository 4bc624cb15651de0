// A store and its users (product.md §2.13 'List Toko', its detail modal), staff last, with
// its address, price group and NPWP and their Ubah (§10.10).
import { Button, Divider, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { IconEdit } from '@tabler/icons-react'
import { useState } from 'react'
import { formatDateTime } from '#common/format.ts'
import type { StoreDetail } from '#common/management.ts'
import { DetailFailed, DetailField, DetailLoading, DetailModal } from '#web/components/detail-modal.tsx'
import { STORE_PRICING_LABELS } from '#web/components/store-pricing-fields.tsx'
import { npwpText } from '#web/lib/store-pricing-draft.ts'
import { type Holds, useUnsavedClose } from '#web/lib/unsaved-close.ts'
import { useStoreDetail } from '../api/get-store'
import { NO_USERS_TEXT, RETRY_LABEL, STORE_PRICING_TEXT, STORE_USERS_FAILED } from '../logic/messages'
import { storeTitle } from '../logic/store-view'
import { orDash } from '../logic/user-view'
import { StorePricingEdit } from './store-pricing-edit'
import { UserIdentityCells } from './user-badges'

function StoreUsers({ users }: { users: StoreDetail['users'] }) {
  if (users.length === 0) return <Text c="dimmed">{NO_USERS_TEXT}</Text>
  return (
    // on a phone the table scrolls sideways: the keyboard must reach it too (WCAG 2.1.1)
    <Table.ScrollContainer minWidth={480} type="native" tabIndex={0} role="region" aria-label="User toko, geser ke samping">
      <Table striped withTableBorder fz="sm" verticalSpacing={6} aria-label="User toko">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Username</Table.Th>
            <Table.Th>Nama</Table.Th>
            <Table.Th>Role</Table.Th>
            <Table.Th>No. HP</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => (
            <Table.Tr key={user.id}>
              <UserIdentityCells user={user} username={user.username} />
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{orDash(user.mobile)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function DetailBody({ storeId, holds }: { storeId: number; holds: Holds }) {
  const query = useStoreDetail(storeId)
  const [editing, setEditing] = useState(false)
  if (query.isPending) return <DetailLoading label="Memuat toko" />
  if (query.isError)
    return <DetailFailed text={STORE_USERS_FAILED} retryLabel={RETRY_LABEL} onRetry={() => void query.refetch()} />
  const { store, users } = query.data
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <DetailField label="Kode IBS" value={store.ibs_cust_code} />
        <DetailField label="Nama Toko" value={store.name} />
        <DetailField label="Deskripsi" value={orDash(store.description)} />
        <DetailField label="Dibuat" value={formatDateTime(store.created_at)} />
        <DetailField label="Jumlah User" value={String(store.users_count)} />
      </SimpleGrid>
      <Divider />
      {editing ? (
        <StorePricingEdit store={store} holds={holds} onDone={() => setEditing(false)} />
      ) : (
        <Group justify="space-between" align="flex-end" gap="sm">
          {/* the address on a line of its own: up to 100 characters would crowd a half column */}
          <Stack gap="xs" style={{ flex: '1 1 240px' }}>
            <DetailField label={STORE_PRICING_LABELS.address} value={store.address ?? STORE_PRICING_TEXT.none} />
            <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
              <DetailField label={STORE_PRICING_LABELS.priceGroup} value={store.price_group ?? STORE_PRICING_TEXT.none} />
              <DetailField
                label={STORE_PRICING_LABELS.npwp}
                value={store.npwp ? npwpText(store.npwp) : STORE_PRICING_TEXT.none}
              />
            </SimpleGrid>
          </Stack>
          <Button
            variant="light"
            size="compact-md"
            leftSection={<IconEdit size={16} aria-hidden />}
            onClick={() => setEditing(true)}
          >
            {STORE_PRICING_TEXT.edit}
          </Button>
        </Group>
      )}
      <Title order={3} size="h5">
        User
      </Title>
      <StoreUsers users={users} />
    </Stack>
  )
}

/**
 * `store` null: closed. Its title is known from the row at once; the users follow. While its Ubah
 * holds a change, closing it asks first.
 */
export function StoreDetailModal({
  store,
  onClose,
}: {
  store: { id: number; ibs_cust_code: string; name: string } | null
  onClose: () => void
}) {
  const modal = useUnsavedClose(onClose)
  return (
    <DetailModal opened={store !== null} onClose={modal.close} title={store ? storeTitle(store) : ''} size="lg">
      {store && <DetailBody key={store.id} storeId={store.id} holds={modal.holds} />}
    </DetailModal>
  )
}
