import { Alert, Button, Center, Grid, Loader, Stack } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type ReactNode, Suspense, useState } from 'react'
import { useNavigate } from 'react-router'
import { PageHeader } from '#web/components/page-header.tsx'
import { forgetEverything, logout } from '#web/features/auth/logic/session-actions.ts'
import { useProfileQuery } from '#web/features/profile/api/get-profile.ts'
import { AccountInfoForm } from '#web/features/profile/components/account-info-form.tsx'
import { AvatarCard } from '#web/features/profile/components/avatar-card.tsx'
import { ChangePasswordModal } from '#web/features/profile/components/change-password-modal.tsx'
import { PROFILE_TEXT } from '#web/features/profile/logic/messages.ts'
import { paths } from '#web/lib/paths.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'

/**
 * The signed-in account's profile, the same screen under /user, /seller and /admin.
 * `extra`: what another feature adds below it (the router gives buyers and staff 'Notifikasi').
 */
export function ProfilePage({ extra }: { extra?: ReactNode }) {
  const query = useProfileQuery()
  const navigate = useNavigate()
  const [changing, setChanging] = useState(false)

  const signOut = async () => {
    await logout()
    navigate(paths.login, { replace: true })
  }
  const passwordChanged = () => {
    setChanging(false)
    notifications.show({ color: 'green', message: PROFILE_TEXT.passwordChanged, autoClose: TOAST_MS.profile })
    forgetEverything()
    navigate(paths.login, { replace: true })
  }

  let body: React.ReactNode
  if (query.isPending) {
    body = (
      <Center py="xl">
        <Loader aria-label="Memuat profil" />
      </Center>
    )
  } else if (query.isError) {
    body = (
      <Alert color="red" role="alert" title={PROFILE_TEXT.loadFailed}>
        <Stack gap="xs" align="flex-start">
          {query.error instanceof Error && query.error.name !== 'TimeoutError' ? query.error.message : null}
          <Button size="xs" variant="light" onClick={() => void query.refetch()}>
            {PROFILE_TEXT.retry}
          </Button>
        </Stack>
      </Alert>
    )
  } else {
    body = (
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 4 }}>
          <AvatarCard profile={query.data} onChangePassword={() => setChanging(true)} onLogout={() => void signOut()} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 8 }}>
          <Stack gap="lg">
            {/* keyed by the stored names, so a save elsewhere refreshes the inputs */}
            <AccountInfoForm key={`${query.data.first_name}|${query.data.last_name}`} profile={query.data} />
            {extra && <Suspense fallback={null}>{extra}</Suspense>}
          </Stack>
        </Grid.Col>
      </Grid>
    )
  }

  return (
    <>
      <PageHeader title={PROFILE_TEXT.title} />
      {body}
      <ChangePasswordModal opened={changing} onClose={() => setChanging(false)} onChanged={passwordChanged} />
    </>
  )
}
