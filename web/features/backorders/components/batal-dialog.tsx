// 'Batalkan Sisa' asks first. The buyer may say why; staff must, since the buyer is told (the
// button waits for a reason, and the field says so).
import { Button, Group, Modal, Stack, Text, Textarea } from '@mantine/core'
import { useState } from 'react'
import { BACKORDER_TEXT } from '#common/backorder-rules.ts'
import { PHONE_QUERY } from '#web/lib/media.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { BACKORDER_UI } from '../logic/messages'

/** The server's limit ('Alasan maksimal 200 karakter'). */
const REASON_MAX = 200

export interface BatalDialogProps {
  opened: boolean
  /** how many lines are given up */
  count: number
  /** staff: the reason is required */
  staff: boolean
  busy: boolean
  /** answers true once the dialog's work is over */
  onConfirm: (reason: string) => Promise<boolean>
  onClose: () => void
}

export default function BatalDialog({ opened, count, staff, busy, onConfirm, onClose }: BatalDialogProps) {
  const phone = useMedia(PHONE_QUERY)
  const [reason, setReason] = useState('')
  const [touched, setTouched] = useState(false)
  const missing = staff && reason.trim() === ''
  function close() {
    setReason('')
    setTouched(false)
    onClose()
  }
  async function confirm() {
    if (missing) return
    if (await onConfirm(reason)) close()
  }
  return (
    <Modal opened={opened} onClose={close} title={BACKORDER_UI.confirmTitle} fullScreen={phone} centered>
      <Stack gap="sm">
        <Text size="sm">{BACKORDER_UI.confirmText(count)}</Text>
        {staff ? <Text size="sm">{BACKORDER_UI.confirmTold}</Text> : null}
        <Textarea
          label={BACKORDER_TEXT.reasonLabel}
          required={staff}
          description={staff ? (missing && !touched ? BACKORDER_TEXT.reasonRequired : undefined) : BACKORDER_UI.reasonOptional}
          error={missing && touched ? BACKORDER_TEXT.reasonRequired : undefined}
          value={reason}
          onChange={(e) => {
            setReason(e.currentTarget.value)
            setTouched(true)
          }}
          onBlur={() => setTouched(true)}
          maxLength={REASON_MAX}
          rows={3}
          data-autofocus
        />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={close} disabled={busy}>
            {BACKORDER_UI.back}
          </Button>
          <Button color="red" onClick={() => void confirm()} disabled={missing} loading={busy}>
            {BACKORDER_TEXT.batal}
          </Button>
        </Group>
      </Stack>
    </Modal>
  )
}
