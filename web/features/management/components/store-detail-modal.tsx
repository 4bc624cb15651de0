// A store and its users (SPEC §2.13 'detail modal listing related users'), staff last.
import { Alert, Button, Center, Group, Loader, Modal, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { formatDateTime } from '../../../../common/format'
import type { StoreDetail } from '../../../../common/management'
import { PHONE_QUERY } from '../../../lib/media'
import { useStoreDetail } from '../api/get-store'
import { NO_USERS_TEXT, RETRY_LABEL, STORE_USERS_FAILED } from '../logic/messages'
import { storeTitle } from '../logic/store-view'
import { orDash } from '../logic/user-view'
import { InactiveBadge, RoleBadge } from './user-badges'

function Field({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </div>
  )
}

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
              <Table.Td>
                <Group gap={6} wrap="nowrap">
                  <Text fw={600} fz="inherit">
                    {user.username}
                  </Text>
                  <InactiveBadge user={user} />
                </Group>
              </Table.Td>
              <Table.Td>{user.name}</Table.Td>
              <Table.Td>
                <RoleBadge user={user} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{orDash(user.mobile)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  )
}

function DetailBody({ storeId }: { storeId: number }) {
  const query = useStoreDetail(storeId)
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Memuat toko" />
      </Center>
    )
  }
  if (query.isError) {
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          {STORE_USERS_FAILED}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {RETRY_LABEL}
          </Button>
        </Stack>
      </Alert>
    )
  }
  const { store, users } = query.data
  return (
    <Stack gap="md">
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm" verticalSpacing="xs">
        <Field label="Kode IBS" value={store.ibs_cust_code} />
        <Field label="Nama Toko" value={store.name} />
        <Field label="Deskripsi" value={orDash(store.description)} />
        <Field label="Dibuat" value={formatDateTime(store.created_at)} />
        <Field label="Jumlah User" value={String(store.users_count)} />
      </SimpleGrid>
      <Title order={3} size="h5">
        User
      </Title>
      <StoreUsers users={users} />
    </Stack>
  )
}

/** `store` null: closed. Its title is known from the row at once; the users follow. */
export function StoreDetailModal({
  store,
  onClose,
}: {
  store: { id: number; ibs_cust_code: string; name: string } | null
  onClose: () => void
}) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  return (
    <Modal opened={store !== null} onClose={onClose} title={store ? storeTitle(store) : ''} size="lg" fullScreen={phone} centered>
      {store && <DetailBody key={store.id} storeId={store.id} />}
    </Modal>
  )
}
