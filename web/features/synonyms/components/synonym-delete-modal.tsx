// Deleting a term asks first. A double click on the answer sends one request: the second would
// meet the term gone and say a false 404 beside the success.
import { Alert, Button, Group, Modal, Stack, Text } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import type { Synonym } from '#common/synonyms.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useDeleteSynonym } from '../api/delete-synonym'
import { failureOf } from '../logic/errors'
import { SYNONYM_UI } from '../logic/messages'
import { PhraseBadges } from './phrase-badges'

export function SynonymDeleteModal({ synonym, onClose }: { synonym: Synonym | null; onClose: () => void }) {
  const remove = useDeleteSynonym()
  const guard = useSingleFlight()
  const close = () => {
    remove.reset()
    onClose()
  }
  const confirm = () => {
    if (!synonym) return
    void guard.run(async () => {
      try {
        await remove.mutateAsync(synonym.id)
      } catch {
        // said by the call's own error, above the question
        return
      }
      notifications.show({ color: 'green', autoClose: TOAST_MS.success, message: SYNONYM_UI.deleted(synonym.term) })
      close()
    })
  }
  return (
    <Modal
      opened={synonym !== null}
      onClose={close}
      title={synonym ? SYNONYM_UI.deleteTitle(synonym.term) : ''}
      centered
      styles={{ title: { overflowWrap: 'anywhere' } }}
    >
      <Stack gap="md">
        {remove.isError && (
          <Alert color="red" role="alert" py="xs">
            {failureOf(remove.error).message}
          </Alert>
        )}
        {synonym && <PhraseBadges phrases={synonym.synonyms} />}
        <Text size="sm">{SYNONYM_UI.deleteBody}</Text>
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close}>
            {SYNONYM_UI.cancel}
          </Button>
          <Button color="red" loading={remove.isPending} onClick={confirm} data-autofocus>
            {SYNONYM_UI.deleteYes}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
