// Deactivate or reactivate an account from its detail. Nobody deactivates himself
// (can_deactivate false: no button); deactivating asks first, as it locks someone out.
import { Alert, Button, Group, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { IconUserCheck, IconUserOff } from '@tabler/icons-react'
import { useState } from 'react'
import type { UserDetail } from '../../../../common/management'
import { useDeactivateUser } from '../api/deactivate-user'
import { useReactivateUser } from '../api/reactivate-user'
import { failureText } from '../logic/errors'
import { ACTIVE_TEXT, failedText, TOAST_MS } from '../logic/messages'

const done = (message: string) => notifications.show({ color: 'green', message, autoClose: TOAST_MS.success })

function Failure({ error }: { error: unknown }) {
  if (!error) return null
  return (
    <Alert color="red" role="alert" py="xs">
      {failureText(error, failedText).message}
    </Alert>
  )
}

function Reactivate({ user }: { user: UserDetail }) {
  const reactivate = useReactivateUser()
  return (
    <Stack gap="xs">
      <Failure error={reactivate.error} />
      <Button
        variant="light"
        color="green"
        leftSection={<IconUserCheck size={16} aria-hidden />}
        loading={reactivate.isPending}
        onClick={() => reactivate.mutate(user.id, { onSuccess: () => done(ACTIVE_TEXT.reactivated(user.username)) })}
      >
        {ACTIVE_TEXT.reactivate}
      </Button>
    </Stack>
  )
}

function Deactivate({ user }: { user: UserDetail }) {
  const [confirming, setConfirming] = useState(false)
  const deactivate = useDeactivateUser()
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
        {ACTIVE_TEXT.deactivate}
      </Button>
    )
  }
  const confirm = () => deactivate.mutate(user.id, { onSuccess: () => done(ACTIVE_TEXT.deactivated(user.username)) })
  return (
    <Stack gap="xs" role="group" aria-label="Konfirmasi nonaktifkan">
      <Failure error={deactivate.error} />
      <Text size="sm">{ACTIVE_TEXT.confirmQuestion(user.username)}</Text>
      <Group gap="xs" justify="flex-end">
        <Button variant="default" onClick={() => setConfirming(false)}>
          {ACTIVE_TEXT.cancel}
        </Button>
        <Button color="red" loading={deactivate.isPending} onClick={confirm}>
          {ACTIVE_TEXT.confirmYes}
        </Button>
      </Group>
    </Stack>
  )
}

/** Hidden for one's own account; the answer of either call replaces the shown account. */
export function ActiveControl({ user }: { user: UserDetail }) {
  if (!user.can_deactivate) return null
  return user.is_active ? <Deactivate user={user} /> : <Reactivate user={user} />
}
