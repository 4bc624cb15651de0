// Deactivate (asks first: it locks someone out) or reactivate a staff member.

import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUserCheck, IconUserOff } from '@tabler/icons-react'
import { useState } from 'react'
import type { StaffItem } from '../../../../common/admin'
import { TOAST_MS } from '../../../lib/toast-timing'
import { useDeactivateStaff } from '../api/deactivate-staff'
import { useReactivateStaff } from '../api/reactivate-staff'
import { failureOf } from '../logic/errors'
import { COMMON_TEXT, STAFF_UI } from '../logic/messages'

const done = (message: string) => notifications.show({ color: 'green', message, autoClose: TOAST_MS.success })

function Failure({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <Alert color="red" role="alert" py="xs">
      {failureOf(error).message}
    </Alert>
  )
}

function Reactivate({ staff }: { staff: StaffItem }) {
  const reactivate = useReactivateStaff()
  return (
    <Stack gap="xs">
      <Failure error={reactivate.error} />
      <Button
        variant="light"
        color="green"
        leftSection={<IconUserCheck size={16} aria-hidden />}
        loading={reactivate.isPending}
        onClick={() => reactivate.mutate(staff.id, { onSuccess: () => done(STAFF_UI.reactivated(staff.username)) })}
      >
        {STAFF_UI.reactivate}
      </Button>
    </Stack>
  )
}

function Deactivate({ staff }: { staff: StaffItem }) {
  const [confirming, setConfirming] = useState(false)
  const deactivate = useDeactivateStaff()
  if (!confirming) {
    return (
      <Button
        variant="light"
        color="red"
        leftSection={<IconUserOff size={16} aria-hidden />}
        onClick={() => {
          deactivate.reset()
          setConfirming(true)
        }}
      >
        {STAFF_UI.deactivate}
      </Button>
    )
  }
  const confirm = () =>
    deactivate.mutate(staff.id, {
      onSuccess: () => {
        done(STAFF_UI.deactivated(staff.username))
        setConfirming(false)
      },
    })
  return (
    <Stack gap="xs" role="group" aria-label="Konfirmasi nonaktifkan">
      <Failure error={deactivate.error} />
      <Text size="sm">{STAFF_UI.deactivateQuestion(staff.username)}</Text>
      <Group gap="xs" justify="flex-end">
        <Button variant="default" onClick={() => setConfirming(false)}>
          {COMMON_TEXT.cancel}
        </Button>
        <Button color="red" loading={deactivate.isPending} onClick={confirm}>
          {STAFF_UI.deactivateYes}
        </Button>
      </Group>
    </Stack>
  )
}

export function StaffActive({ staff }: { staff: StaffItem }) {
  return staff.active ? <Deactivate staff={staff} /> : <Reactivate staff={staff} />
}
