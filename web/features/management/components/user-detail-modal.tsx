// The detail of one account (SPEC §2.13 'detail modal with a reset-password form'): its data and
// photo, the reset-password form, deactivate/reactivate, and its history.
import { Alert, Button, Center, Divider, Loader, Modal, Stack } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import { ApiError } from '../../../api/client'
import { PHONE_QUERY } from '../../../lib/media'
import { useUserDetail } from '../api/get-user'
import { RETRY_LABEL, USERS_LOAD_FAILED } from '../logic/messages'
import { ActiveControl } from './active-control'
import { ResetPasswordForm } from './reset-password-form'
import { UserHistory, UserInfo } from './user-info'

function DetailBody({ userId }: { userId: number }) {
  const query = useUserDetail(userId)
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Memuat user" />
      </Center>
    )
  }
  if (query.isError) {
    const text = query.error instanceof ApiError && query.error.detail ? query.error.detail : USERS_LOAD_FAILED
    return (
      <Alert color="red" role="alert">
        <Stack gap="xs" align="flex-start">
          {text}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {RETRY_LABEL}
          </Button>
        </Stack>
      </Alert>
    )
  }
  const user = query.data
  return (
    <Stack gap="md">
      <UserInfo user={user} />
      <ActiveControl user={user} />
      <Divider />
      <ResetPasswordForm userId={user.id} />
      <Divider />
      <UserHistory user={user} />
    </Stack>
  )
}

/** `userId` null: closed. Full screen on a phone. */
export function UserDetailModal({ userId, onClose }: { userId: number | null; onClose: () => void }) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  return (
    <Modal opened={userId !== null} onClose={onClose} title="Detail User" size="lg" fullScreen={phone} centered>
      {userId !== null && <DetailBody key={userId} userId={userId} />}
    </Modal>
  )
}
