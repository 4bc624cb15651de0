// 'Konfirmasi Terima' (product.md §13.3): per line of the Surat Jalan what was sent and how many
// arrived, and for a line that arrived short, damaged or as the wrong part its discrepancy: the
// kind, a note and up to three photos, uploaded as they are chosen. Checked here in the server's
// words before it is sent; a refusal is said in the form, which stays open. One request per
// press, however fast the presses come; not sent while a photo is still on its way.
import { Alert, Button, Checkbox, Group, Modal, NumberInput, Stack, Text, Textarea } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { Delivery } from '#common/deliveries.ts'
import { formatNumber } from '#common/format.ts'
import {
  DISCREPANCY_KIND_LABEL,
  DISCREPANCY_KINDS,
  DISCREPANCY_NOTE_MAX,
  PHOTOS_PER_DISCREPANCY,
  RECEIPT_TEXT,
} from '#common/receipts.ts'
import { PhotoPicker, type PhotoPickerText } from '#web/components/photo-picker.tsx'
import { PHONE_QUERY } from '#web/lib/media.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useReceiveDelivery } from '../api/receive-delivery'
import { deliveryPhotoUrl, useUploadDeliveryPhoto } from '../api/upload-photo'
import { DELIVERY_UI, failureText, RECEIPT_UI } from '../logic/messages'
import {
  checkReceipt,
  isShort,
  type LineDraft,
  type LineField,
  newReceiptDraft,
  type ReceiptErrors,
  type ReceiptItem,
  withQty,
} from '../logic/receipt'
import { RequiredChoice } from './required-choice'

export interface ReceiptFormProps {
  opened: boolean
  delivery: Delivery
  onClose: () => void
}

type LineUpdate = (update: (line: LineDraft) => LineDraft, touched: LineField) => void

interface LineProps {
  deliveryId: number
  item: ReceiptItem
  line: LineDraft
  errors: Partial<Record<LineField, string>>
  update: LineUpdate
  onUploading: (change: 1 | -1) => void
}

/** The photos' words, each naming the part (a Surat Jalan has several lines). */
const photoText = (partNo: string): PhotoPickerText => ({
  label: RECEIPT_TEXT.photos,
  size: RECEIPT_TEXT.photoSize,
  add: RECEIPT_UI.addPhoto,
  hint: RECEIPT_UI.photoHint,
  uploading: RECEIPT_UI.uploading,
  alt: (n) => RECEIPT_UI.photoAlt(partNo, n),
  remove: RECEIPT_UI.removePhoto,
})

function DiscrepancyFields({ deliveryId, item, line, errors, update, onUploading }: LineProps) {
  const upload = useUploadDeliveryPhoto(deliveryId)
  return (
    <Stack gap="xs" pl="md" style={{ borderLeft: '3px solid var(--mantine-color-orange-light-color)' }}>
      <RequiredChoice
        label={RECEIPT_TEXT.kind}
        values={DISCREPANCY_KINDS}
        labels={DISCREPANCY_KIND_LABEL}
        value={line.kind}
        error={errors.kind}
        onChange={(kind) => update((l) => ({ ...l, kind }), 'kind')}
      />
      <Textarea
        label={RECEIPT_TEXT.note}
        required
        maxLength={DISCREPANCY_NOTE_MAX}
        rows={2}
        value={line.note}
        error={errors.note}
        onChange={(e) => {
          const note = e.currentTarget.value
          update((l) => ({ ...l, note }), 'note')
        }}
      />
      <PhotoPicker
        text={photoText(item.part_no)}
        subject={item.part_no}
        max={PHOTOS_PER_DISCREPANCY}
        srcOf={deliveryPhotoUrl}
        upload={upload}
        photos={line.photos}
        error={errors.photos}
        onAdd={(id) => update((l) => ({ ...l, photos: [...l.photos, id] }), 'photos')}
        onRemove={(id) => update((l) => ({ ...l, photos: l.photos.filter((p) => p !== id) }), 'photos')}
        onUploading={onUploading}
      />
    </Stack>
  )
}

/** One line of the Surat Jalan: a group named by its part, so each field reads as that part's. */
function ReceiptLine(props: LineProps) {
  const { item, line, errors, update } = props
  const short = isShort(line, item)
  const nameId = `receipt-line-${item.order_item_id}`
  return (
    <Stack
      gap="xs"
      pt="xs"
      role="group"
      aria-labelledby={nameId}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Group justify="space-between" align="flex-end" wrap="nowrap" gap="xs">
        <Stack gap={0} style={{ minWidth: 0 }}>
          <Text id={nameId} size="sm" fw={700} ff="monospace">
            {item.part_no}
          </Text>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {item.part_name}
          </Text>
          <Text size="sm" mt={4}>
            {RECEIPT_UI.sent}: <b>{formatNumber(item.qty)}</b>
          </Text>
        </Stack>
        <NumberInput
          w={130}
          style={{ flexShrink: 0 }}
          label={RECEIPT_TEXT.qtyReceived}
          min={0}
          max={item.qty}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          value={line.qty}
          error={errors.qty}
          onChange={(value) => update((l) => withQty(l, item, typeof value === 'number' ? value : ''), 'qty')}
        />
      </Group>
      <Checkbox
        label={RECEIPT_UI.hasDiscrepancy}
        checked={line.open || short}
        disabled={short}
        description={short ? RECEIPT_UI.shortNeedsOne : undefined}
        onChange={(e) => {
          const open = e.currentTarget.checked
          update((l) => ({ ...l, open }), 'kind')
        }}
      />
      {line.open || short ? <DiscrepancyFields {...props} /> : null}
    </Stack>
  )
}

/** The form's state and its one send: the check, the request, the toast or the refusal. */
function useReceiptDraft({ delivery, onClose }: Omit<ReceiptFormProps, 'opened'>) {
  const receive = useReceiveDelivery(delivery.id, delivery.order.id)
  const guard = useSingleFlight()
  const [draft, setDraft] = useState(() => newReceiptDraft(delivery.items))
  const [errors, setErrors] = useState<ReceiptErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const [uploading, setUploading] = useState(0)
  const updateOf =
    (id: number): LineUpdate =>
    (update, touched) => {
      setDraft((d) => ({ ...d, [id]: update(d[id]) }))
      // a field changed drops its own sentence until the next check
      setErrors((e) => (e[id] ? { ...e, [id]: { ...e[id], [touched]: undefined } } : e))
    }
  const submit = () =>
    void guard.run(async () => {
      const checked = checkReceipt(draft, delivery.items)
      setErrors(checked.ok ? {} : checked.errors)
      setRefusal(null)
      if (!checked.ok) return
      try {
        const answer = await receive.mutateAsync(checked.body)
        // someone else confirmed it a moment ago: the page shows theirs
        const message = answer.recorded ? RECEIPT_TEXT.done(delivery.number) : RECEIPT_TEXT.alreadyReceived
        notifications.show({ message, color: answer.recorded ? 'green' : 'yellow', autoClose: TOAST_MS.success })
        onClose()
      } catch (error) {
        setRefusal(failureText(error))
      }
    })
  const onUploading = (change: 1 | -1) => setUploading((n) => n + change)
  const anyError = Object.values(errors).some((line) => Object.values(line).some(Boolean))
  return { draft, errors, refusal, updateOf, submit, onUploading, uploading, anyError, busy: receive.isPending }
}

function ReceiptFormBody(props: Omit<ReceiptFormProps, 'opened'>) {
  const { delivery } = props
  const form = useReceiptDraft(props)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        form.submit()
      }}
    >
      <Stack gap="sm">
        <Text size="sm">{RECEIPT_UI.intro}</Text>
        {delivery.items.map((item) => (
          <ReceiptLine
            key={item.order_item_id}
            deliveryId={delivery.id}
            item={item}
            line={form.draft[item.order_item_id]}
            errors={form.errors[item.order_item_id] ?? {}}
            update={form.updateOf(item.order_item_id)}
            onUploading={form.onUploading}
          />
        ))}
        {form.anyError ? (
          <Text size="sm" c="red.8" role="alert">
            {RECEIPT_UI.fixFields}
          </Text>
        ) : null}
        {form.refusal ? (
          <Alert color="red" title={RECEIPT_UI.refused} role="alert">
            {form.refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose} disabled={form.busy}>
            {DELIVERY_UI.cancel}
          </Button>
          <Button type="submit" loading={form.busy} disabled={form.uploading > 0}>
            {RECEIPT_TEXT.confirm}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

export default function ReceiptForm({ opened, ...props }: ReceiptFormProps) {
  const phone = useMedia(PHONE_QUERY)
  return (
    <Modal
      opened={opened}
      onClose={props.onClose}
      title={`${RECEIPT_TEXT.title} ${props.delivery.number}`}
      fullScreen={phone}
      size="lg"
      centered
    >
      {/* the modal drops its content when closed: each opening starts from the Surat Jalan again */}
      <ReceiptFormBody {...props} />
    </Modal>
  )
}
