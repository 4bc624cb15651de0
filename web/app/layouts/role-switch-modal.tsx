import { Modal } from '@mantine/core'
import { useNavigate } from 'react-router'
import type { Role } from '#common/roles.ts'
import { ROLE_PICKER_TITLE, RolePicker } from '#web/features/auth/components/role-picker.tsx'
import { useSession } from '#web/features/auth/hooks/use-session.ts'
import { paths } from '#web/lib/paths.ts'

/** Lets a dual-role account change the role it works in; lands on that role's home. */
export default function RoleSwitchModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const session = useSession()
  const navigate = useNavigate()

  function handlePicked(role: Role) {
    onClose()
    navigate(paths.home(role))
  }

  return (
    <Modal opened={opened} onClose={onClose} title={ROLE_PICKER_TITLE} size="lg" centered>
      <RolePicker roles={session.roles} currentRole={session.role} onPicked={handlePicked} withTitle={false} />
    </Modal>
  )
}
