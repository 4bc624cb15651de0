// The detail of one account (product.md §2.13 'List User', its detail modal): its data and
// photo, the reset-password form, deactivate/reactivate, and its history.
import { Divider, Stack } from '@mantine/core'
import { ApiError } from '#web/api/client.ts'
import { DetailFailed, DetailLoading, DetailModal } from '#web/components/detail-modal.tsx'
import { useUserDetail } from '../api/get-user'
import { RETRY_LABEL, USERS_LOAD_FAILED } from '../logic/messages'
import { ActiveControl } from './active-control'
import { ResetPasswordForm } from './reset-password-form'
import { UserHistory, UserInfo } from './user-info'

function DetailBody({ userId, onSignedOut }: { userId: number; onSignedOut: () => void }) {
  const query = useUserDetail(userId)
  if (query.isPending) return <DetailLoading label="Memuat user" />
  if (query.isError) {
    const text = query.error instanceof ApiError && query.error.detail ? query.error.detail : USERS_LOAD_FAILED
    return <DetailFailed text={text} retryLabel={RETRY_LABEL} onRetry={() => void query.refetch()} />
  }
  const user = query.data
  return (
    <Stack gap="md">
      <UserInfo user={user} />
      <ActiveControl user={user} />
      <Divider />
      <ResetPasswordForm userId={user.id} onSignedOut={onSignedOut} />
      <Divider />
      <UserHistory user={user} />
    </Stack>
  )
}

interface UserDetailModalProps {
  /** null: closed. */
  userId: number | null
  onClose: () => void
  /** Resetting one's own password ended one's session: the browser forgets it (the page knows how). */
  onSignedOut: () => void
}

/** Full screen on a phone. */
export function UserDetailModal({ userId, onClose, onSignedOut }: UserDetailModalProps) {
  return (
    <DetailModal opened={userId !== null} onClose={onClose} title="Detail User" size="lg">
      {userId !== null && <DetailBody key={userId} userId={userId} onSignedOut={onSignedOut} />}
    </DetailModal>
  )
}
