// Every branch's stores: a dense table at a desk, a card per store on a phone; each offers Ubah
// for its address, price group and NPWP (product.md §10.10). The address is a column at a desk
// only: a phone's card stays three lines, and Ubah shows it whole.
import { Card, Group, Table, Text } from '@mantine/core'
import { IconEdit } from '@tabler/icons-react'
import type { AdminStore } from '#common/admin.ts'
import { PagedRowsOrCards } from '#web/components/paged-list.tsx'
import { RowButton } from '#web/components/row-button.tsx'
import { STORE_PRICING_LABELS } from '#web/components/store-pricing-fields.tsx'
import { npwpText } from '#web/lib/store-pricing-draft.ts'
import type { PagedRows } from '#web/lib/use-paged-rows.ts'
import { STORE_UI } from '../logic/messages'

interface StoreListProps {
  list: PagedRows<AdminStore>
  onEdit: (store: AdminStore) => void
}

const H = STORE_UI.headers
const HEADERS = [H.code, H.name, H.branch, STORE_PRICING_LABELS.address, H.group, H.npwp, '']

function EditButton({ store, onEdit }: { store: AdminStore; onEdit: (store: AdminStore) => void }) {
  return (
    <RowButton
      icon={IconEdit}
      text={STORE_UI.edit}
      label={STORE_UI.editLabel(store.ibs_cust_code)}
      onClick={() => onEdit(store)}
    />
  )
}

function StoreRow({ store, onEdit }: { store: AdminStore; onEdit: (store: AdminStore) => void }) {
  return (
    <Table.Tr data-store-id={store.id}>
      <Table.Td fw={600} style={{ whiteSpace: 'nowrap' }}>
        {store.ibs_cust_code}
      </Table.Td>
      <Table.Td>{store.name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }} title={store.branch_name}>
        {store.branch_code}
      </Table.Td>
      <Table.Td miw={160} maw={280}>
        {/* two lines at most; the whole address on hover and in Ubah */}
        <Text size="sm" lineClamp={2} title={store.address ?? undefined} style={{ overflowWrap: 'anywhere' }}>
          {store.address ?? '–'}
        </Text>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{store.price_group ?? '–'}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>{npwpText(store.npwp)}</Table.Td>
      <Table.Td>
        <EditButton store={store} onEdit={onEdit} />
      </Table.Td>
    </Table.Tr>
  )
}

function StoreCard({ store, onEdit }: { store: AdminStore; onEdit: (store: AdminStore) => void }) {
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" data-store-id={store.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {store.ibs_cust_code}
        </Text>
        <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
          Cabang {store.branch_code}
        </Text>
      </Group>
      <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
        {store.name}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs" wrap="nowrap" align="flex-end">
        <Text size="xs" c="dimmed" style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
          {store.price_group ? `${H.group} ${store.price_group}` : STORE_UI.noGroup}
          {store.npwp ? ` · ${H.npwp} ${npwpText(store.npwp)}` : ''}
        </Text>
        {/* the button keeps its width: a long group wraps its line instead */}
        <div style={{ flexShrink: 0 }}>
          <EditButton store={store} onEdit={onEdit} />
        </div>
      </Group>
    </Card>
  )
}

export function StoreList({ list, onEdit }: StoreListProps) {
  return (
    <PagedRowsOrCards
      list={list}
      label="Daftar toko"
      errorText={STORE_UI.loadFailed}
      headers={HEADERS}
      minWidth={920}
      renderRow={(store) => <StoreRow key={store.id} store={store} onEdit={onEdit} />}
      renderCard={(store) => <StoreCard key={store.id} store={store} onEdit={onEdit} />}
    />
  )
}
