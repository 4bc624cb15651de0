// One staff member as head office manages him: who he is and where he works, then deactivate or
// reactivate, reset his password, move him to another branch. Full screen on a phone.
import { Divider, Group, Stack, Text } from '@mantine/core'
import type { StaffItem } from '#common/admin.ts'
import { formatDateTime } from '#common/format.ts'
import { DetailModal } from '#web/components/detail-modal.tsx'
import { STAFF_UI } from '../logic/messages'
import { ActiveBadge } from './active-badge'
import { StaffActive } from './staff-active'
import { PendingPasswordBadge } from './staff-list'
import { StaffMove } from './staff-move'
import { StaffResetPassword } from './staff-reset-password'

function StaffSummary({ staff }: { staff: StaffItem }) {
  return (
    <Stack gap={2}>
      <Group gap="xs">
        <Text fw={700}>{staff.username}</Text>
        <ActiveBadge active={staff.active} />
        <PendingPasswordBadge staff={staff} />
      </Group>
      <Text size="sm">{staff.name}</Text>
      <Text size="sm" c="dimmed">
        Cabang {staff.branch_code}
        {staff.mobile ? ` · ${staff.mobile}` : ''} · dibuat {formatDateTime(staff.created_at)}
      </Text>
    </Stack>
  )
}

export function StaffModal({ staff, onClose }: { staff: StaffItem | null; onClose: () => void }) {
  return (
    <DetailModal opened={staff !== null} onClose={onClose} title={staff ? STAFF_UI.actionsTitle(staff.username) : ''} size="lg">
      {staff && (
        <Stack gap="md" key={staff.id}>
          <StaffSummary staff={staff} />
          <StaffActive staff={staff} />
          <Divider />
          <StaffResetPassword staff={staff} />
          <Divider />
          <StaffMove staff={staff} />
        </Stack>
      )}
    </DetailModal>
  )
}
