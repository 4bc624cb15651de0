// Deleting a PPN row not yet in effect asks first. A double click on the answer sends one request:
// the second would meet the row gone and say a false 404 beside the success.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { TaxSetting } from '#common/settings.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useDeleteTaxSetting } from '../api/delete-tax-setting'
import { failureOf } from '../logic/errors'
import { COMMON_TEXT } from '../logic/messages'
import { TAX_UI } from '../logic/settings-messages'

export function TaxDeleteModal({ row, onClose }: { row: TaxSetting | null; onClose: () => void }) {
  const remove = useDeleteTaxSetting()
  const guard = useSingleFlight()
  const close = () => {
    remove.reset()
    onClose()
  }
  const confirm = () => {
    if (!row) return
    void guard.run(async () => {
      try {
        await remove.mutateAsync(row.id)
      } catch {
        // said by the call's own error, above the question
        return
      }
      notifications.show({ color: 'green', autoClose: TOAST_MS.success, message: TAX_UI.deleted(row.effective_from) })
      close()
    })
  }
  return (
    <Modal opened={row !== null} onClose={close} title={row ? TAX_UI.deleteTitle(row.effective_from) : ''} centered>
      <Stack gap="md">
        {remove.isError && (
          <Alert color="red" role="alert" py="xs">
            {failureOf(remove.error).message}
          </Alert>
        )}
        <Text size="sm">{TAX_UI.deleteBody}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {COMMON_TEXT.cancel}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm} data-autofocus>
            {TAX_UI.deleteYes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
