// Deactivating a branch locks out everyone of it, so it asks first and says so; reactivating
// asks too, in fewer words. A double click on the answer sends one change: the second would
// meet the branch already changed and undo it.

import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Branch } from '#common/admin.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useUpdateBranch } from '../api/update-branch'
import { failureOf } from '../logic/errors'
import { BRANCH_UI, COMMON_TEXT } from '../logic/messages'

export function BranchActiveModal({ branch, onClose }: { branch: Branch | null; onClose: () => void }) {
  const update = useUpdateBranch()
  const guard = useSingleFlight()
  const deactivating = branch?.active ?? false
  const close = () => {
    update.reset()
    onClose()
  }
  const confirm = () => {
    if (!branch) return
    void guard.run(async () => {
      try {
        await update.mutateAsync({ id: branch.id, body: { active: !branch.active } })
      } catch {
        // said by the call's own error, above the question
        return
      }
      notifications.show({
        color: 'green',
        autoClose: TOAST_MS.success,
        message: deactivating ? BRANCH_UI.deactivated(branch.code) : BRANCH_UI.reactivated(branch.code),
      })
      close()
    })
  }
  const title = branch ? (deactivating ? BRANCH_UI.deactivateTitle(branch.code) : `${BRANCH_UI.reactivate} ${branch.code}?`) : ''
  return (
    <Modal opened={branch !== null} onClose={close} title={title} centered>
      <Stack gap="md">
        {update.isError && (
          <Alert color="red" role="alert" py="xs">
            {failureOf(update.error).message}
          </Alert>
        )}
        {branch && (
          <Text size="sm">
            {deactivating ? BRANCH_UI.deactivateBody : `${branch.name}: staff dan pembeli cabang ini bisa masuk lagi.`}
          </Text>
        )}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {COMMON_TEXT.cancel}
          </Button>
          <Button color={deactivating ? 'red' : 'green'} loading={update.isPending} onClick={confirm} data-autofocus>
            {deactivating ? BRANCH_UI.deactivateYes : BRANCH_UI.reactivate}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
