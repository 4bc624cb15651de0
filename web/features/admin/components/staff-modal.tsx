// One staff member as head office manages him: who he is and where he works, then deactivate or
// reactivate, reset his password, move him to another branch. Full screen on a phone.
import { Divider, Group, Modal, Stack, Text } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { StaffItem } from '../../../../common/admin'
import { formatDateTime } from '../../../../common/format'
import { PHONE_QUERY } from '../../../lib/media'
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
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  return (
    <Modal
      opened={staff !== null}
      onClose={onClose}
      title={staff ? STAFF_UI.actionsTitle(staff.username) : ''}
      size="lg"
      fullScreen={phone}
      centered
    >
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
    </Modal>
  )
}
