// Staff of every branch: a dense table at a desk, a card per person on a phone; a row opens the
// person's actions. Deactivated accounts and passwords not yet replaced say so in words.
import { Badge, Card, Group, Table, Text } from '@mantine/core'
import { IconKey, IconSettings } from '@tabler/icons-react'
import type { StaffItem } from '#common/admin.ts'
import { formatDateTime } from '#common/format.ts'
import { PagedRowsOrCards } from '#web/components/paged-list.tsx'
import { RowButton } from '#web/components/row-button.tsx'
import type { PagedRows } from '#web/lib/use-paged-rows.ts'
import { STAFF_UI } from '../logic/messages'
import { ActiveBadge } from './active-badge'

export function PendingPasswordBadge({ staff }: { staff: StaffItem }) {
  if (!staff.must_change_password) return null
  return (
    <Badge variant="light" color="yellow" c="yellow.9" size="sm" radius="sm" leftSection={<IconKey size={12} aria-hidden />}>
      {STAFF_UI.pendingPassword}
    </Badge>
  )
}

interface StaffListProps {
  list: PagedRows<StaffItem>
  onOpen: (staff: StaffItem) => void
}

const HEADERS = ['Username', 'Nama', 'Cabang', 'No. HP', 'Status', 'Dibuat', '']

function OpenButton({ staff, onOpen }: { staff: StaffItem; onOpen: (staff: StaffItem) => void }) {
  return <RowButton icon={IconSettings} text="Kelola" label={STAFF_UI.actions(staff.username)} onClick={() => onOpen(staff)} />
}

function StaffRow({ staff, onOpen }: { staff: StaffItem; onOpen: (staff: StaffItem) => void }) {
  return (
    <Table.Tr data-staff-id={staff.id} style={{ opacity: staff.active ? 1 : 0.7 }}>
      <Table.Td fw={600}>{staff.username}</Table.Td>
      <Table.Td>{staff.name}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{staff.branch_code}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{staff.mobile ?? '–'}</Table.Td>
      <Table.Td>
        <Group gap={4} wrap="nowrap">
          <ActiveBadge active={staff.active} />
          <PendingPasswordBadge staff={staff} />
        </Group>
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(staff.created_at)}</Table.Td>
      <Table.Td>
        <OpenButton staff={staff} onOpen={onOpen} />
      </Table.Td>
    </Table.Tr>
  )
}

function StaffCard({ staff, onOpen }: { staff: StaffItem; onOpen: (staff: StaffItem) => void }) {
  return (
    <Card withBorder padding="sm" radius="md" role="listitem" data-staff-id={staff.id}>
      <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
        <Text fw={700} size="sm" style={{ overflowWrap: 'anywhere' }}>
          {staff.username}
        </Text>
        <ActiveBadge active={staff.active} />
      </Group>
      <Text size="sm" mt={4}>
        {staff.name}
      </Text>
      <Text size="xs" c="dimmed" mt={2}>
        Cabang {staff.branch_code}
        {staff.mobile ? ` · ${staff.mobile}` : ''}
      </Text>
      <Group justify="space-between" mt="xs" gap="xs">
        <PendingPasswordBadge staff={staff} />
        <OpenButton staff={staff} onOpen={onOpen} />
      </Group>
    </Card>
  )
}

export function StaffList({ list, onOpen }: StaffListProps) {
  return (
    <PagedRowsOrCards
      list={list}
      label="Daftar staff"
      errorText={STAFF_UI.loadFailed}
      headers={HEADERS}
      minWidth={860}
      renderRow={(staff) => <StaffRow key={staff.id} staff={staff} onOpen={onOpen} />}
      renderCard={(staff) => <StaffCard key={staff.id} staff={staff} onOpen={onOpen} />}
    />
  )
}
