import { Button, Center, Paper } from '@mantine/core'
import { IconLogout } from '@tabler/icons-react'
import { useNavigate } from 'react-router'
import type { Role } from '#common/roles.ts'
import { RolePicker } from '#web/features/auth/components/role-picker.tsx'
import { useSession } from '#web/features/auth/hooks/use-session.ts'
import { logout } from '#web/features/auth/logic/session-actions.ts'
import { paths } from '#web/lib/paths.ts'
import { afterLoginDestination } from '#web/lib/redirect.ts'

interface RolePickerPageProps {
  /** Where the visitor was heading; a buyer goes there after picking when it is safe. */
  redirect: string | null
}

/** Full-page role choice for a dual-role account whose session has no role yet. */
export function RolePickerPage({ redirect }: RolePickerPageProps) {
  const navigate = useNavigate()
  const session = useSession()

  function handlePicked(role: Role) {
    navigate(afterLoginDestination(role, redirect), { replace: true })
  }

  async function handleLogout() {
    await logout()
    navigate(paths.login, { replace: true })
  }

  return (
    <Center mih="100dvh" p="md" bg="gray.0">
      <Paper component="main" withBorder shadow="sm" p={{ base: 'md', sm: 'xl' }} w="100%" maw={640}>
        <RolePicker roles={session.roles} onPicked={handlePicked} />
        <Button
          mt="lg"
          variant="subtle"
          color="gray"
          leftSection={<IconLogout size={16} aria-hidden />}
          onClick={() => void handleLogout()}
        >
          Logout
        </Button>
      </Paper>
    </Center>
  )
}
