// 'Tutup Selisih' (product.md §13.3): how staff settled a discrepancy ('Kirim ulang', 'Retur',
// 'Ditolak') and why, both required, checked here in the server's words; the buyers are told.
// One closed a moment ago by a colleague (409) is said in the server's words, and the list, asked
// again, shows it closed. One request per press.
import { Alert, Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import {
  closeDiscrepancySchema,
  DISCREPANCY_NOTE_MAX,
  type Discrepancy,
  RECEIPT_TEXT,
  RESOLUTION_LABEL,
  RESOLUTIONS,
  type Resolution,
} from '#common/receipts.ts'
import { ApiError } from '#web/api/client.ts'
import { PHONE_QUERY } from '#web/lib/media.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useCloseDiscrepancy } from '../api/close-discrepancy'
import { failureText, RECEIPT_UI } from '../logic/messages'
import { RequiredChoice } from './required-choice'

export interface CloseDiscrepancyDialogProps {
  opened: boolean
  /** the one being closed; kept while the dialog animates shut */
  discrepancy: Discrepancy | null
  onClose: () => void
}

type Field = 'resolution' | 'note'

function useCloseForm(discrepancy: Discrepancy, onClose: () => void) {
  const close = useCloseDiscrepancy()
  const guard = useSingleFlight()
  const [resolution, setResolution] = useState<Resolution | null>(null)
  const [note, setNote] = useState('')
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const submit = () =>
    void guard.run(async () => {
      const parsed = closeDiscrepancySchema.safeParse({ resolution: resolution ?? undefined, note })
      const said: Partial<Record<Field, string>> = {}
      for (const issue of parsed.success ? [] : parsed.error.issues) said[issue.path[0] as Field] ??= issue.message
      setErrors(said)
      setRefusal(null)
      if (!parsed.success) return
      try {
        await close.mutateAsync({ id: discrepancy.id, body: parsed.data })
        notifications.show({ message: RECEIPT_TEXT.closedDone, color: 'green', autoClose: TOAST_MS.success })
        onClose()
      } catch (error) {
        if (!(error instanceof ApiError && error.status === 409)) return setRefusal(failureText(error))
        // closed by someone else meanwhile: nothing left to do here; the list shows it closed
        notifications.show({ message: failureText(error), color: 'yellow' })
        onClose()
      }
    })
  return { resolution, setResolution, note, setNote, errors, refusal, submit, busy: close.isPending }
}

function CloseForm({ discrepancy, onClose }: { discrepancy: Discrepancy; onClose: () => void }) {
  const form = useCloseForm(discrepancy, onClose)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.submit()
      }}
    >
      <Stack gap="sm">
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          <b>{discrepancy.part_no}</b> · {discrepancy.kind_label} · {discrepancy.toko} · {discrepancy.delivery.number}
        </Text>
        <RequiredChoice
          label={RECEIPT_TEXT.resolution}
          values={RESOLUTIONS}
          labels={RESOLUTION_LABEL}
          value={form.resolution}
          error={form.errors.resolution}
          onChange={form.setResolution}
        />
        <Textarea
          label={RECEIPT_TEXT.resolutionNote}
          required
          maxLength={DISCREPANCY_NOTE_MAX}
          rows={3}
          value={form.note}
          error={form.errors.note}
          onChange={(e) => form.setNote(e.currentTarget.value)}
        />
        <Text size="sm" c="dimmed">
          {RECEIPT_UI.closeTold}
        </Text>
        {form.refusal ? (
          <Alert color="red" role="alert">
            {form.refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose} disabled={form.busy}>
            {RECEIPT_UI.back}
          </Button>
          <Button type="submit" loading={form.busy}>
            {RECEIPT_TEXT.close}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

export default function CloseDiscrepancyDialog({ opened, discrepancy, onClose }: CloseDiscrepancyDialogProps) {
  const phone = useMedia(PHONE_QUERY)
  return (
    <Modal opened={opened} onClose={onClose} title={RECEIPT_TEXT.close} fullScreen={phone} centered>
      {/* one form per discrepancy: another one opened starts empty */}
      {discrepancy ? <CloseForm key={discrepancy.id} discrepancy={discrepancy} onClose={onClose} /> : null}
    </Modal>
  )
}
