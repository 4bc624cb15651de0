import { ActionIcon, Button, Group, Stack, Text } from '@mantine/core'
import { IconArrowsExchange, IconLogout } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import { useSession } from '#web/features/auth/hooks/use-session.ts'
import { logout } from '#web/features/auth/logic/session-actions.ts'
import { paths } from '#web/lib/paths.ts'

const LOGOUT_LABEL = 'Logout'
const SWITCH_ROLE_LABEL = 'Ganti Peran'

function useLogout(): () => Promise<void> {
  const navigate = useNavigate()
  return async () => {
    await logout()
    navigate(paths.login, { replace: true })
  }
}

interface AccountActionsProps {
  onSwitchRole: () => void
}

function IconAction({ label, icon, onClick }: { label: string; icon: React.ReactNode; onClick: () => void }) {
  return (
    // the browser's own tooltip: the kit's would bring its positioning code to every page
    <ActionIcon variant="default" size="lg" aria-label={label} title={label} onClick={onClick}>
      {icon}
    </ActionIcon>
  )
}

/**
 * Header version: words on wide screens; icons with names (aria-label, title) on mid-size
 * screens, where the seller's six links leave no room. Role switch only for dual-role accounts.
 */
export function HeaderAccountActions({ onSwitchRole }: AccountActionsProps) {
  const canSwitch = useSession().roles.length > 1
  const doLogout = useLogout()
  const switchIcon = <IconArrowsExchange size={16} aria-hidden />
  const logoutIcon = <IconLogout size={16} aria-hidden />
  return (
    <>
      <Group gap="xs" wrap="nowrap" visibleFrom="lg">
        {canSwitch && (
          <Button variant="subtle" color="dark" size="compact-sm" leftSection={switchIcon} onClick={onSwitchRole}>
            {SWITCH_ROLE_LABEL}
          </Button>
        )}
        <Button variant="default" size="compact-sm" leftSection={logoutIcon} onClick={() => void doLogout()}>
          {LOGOUT_LABEL}
        </Button>
      </Group>
      <Group gap={6} wrap="nowrap" hiddenFrom="lg" visibleFrom="sm">
        {canSwitch && <IconAction label={SWITCH_ROLE_LABEL} icon={switchIcon} onClick={onSwitchRole} />}
        <IconAction label={LOGOUT_LABEL} icon={logoutIcon} onClick={() => void doLogout()} />
      </Group>
    </>
  )
}

/** Mobile drawer version: who is signed in, then full-width buttons. */
export function DrawerAccountActions({ onSwitchRole }: AccountActionsProps) {
  const session = useSession()
  const doLogout = useLogout()
  const name = [session.user?.first_name, session.user?.last_name].filter(Boolean).join(' ')
  return (
    <Stack gap="xs">
      <Text size="sm" c="dimmed">
        Masuk sebagai <b>{name || session.user?.username}</b>
        {session.user?.store_name ? ` · ${session.user.store_name}` : ''}
      </Text>
      {session.roles.length > 1 && (
        <Button
          variant="subtle"
          color="dark"
          justify="flex-start"
          leftSection={<IconArrowsExchange size={16} aria-hidden />}
          onClick={onSwitchRole}
        >
          {SWITCH_ROLE_LABEL}
        </Button>
      )}
      <Button
        variant="light"
        justify="flex-start"
        leftSection={<IconLogout size={16} aria-hidden />}
        onClick={() => void doLogout()}
      >
        {LOGOUT_LABEL}
      </Button>
    </Stack>
  )
}
