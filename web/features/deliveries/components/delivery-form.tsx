// 'Catat Pengiriman' (product.md §13.2): the way it left (a driver and plate, or picked up at the
// branch), the day, and per open line the pieces sent. Checked here in the server's words before
// it is sent; a refusal (another clerk sent the rest a moment ago: 409) is said in the form, which
// stays open. One request per press, however fast the presses come.
import { Alert, Button, Group, Modal, NumberInput, SegmentedControl, Stack, Text, TextInput } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { COURIER_MAX, DELIVERY_METHOD_LABEL, DELIVERY_TEXT, PLATE_MAX, TRACKING_MAX } from '#common/delivery-rules.ts'
import { jakartaDay } from '#common/jakarta-time.ts'
import { ApiError } from '#web/api/client.ts'
import { DayField } from '#web/components/day-field.tsx'
import { PHONE_QUERY } from '#web/lib/media.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useCreateDelivery } from '../api/create-delivery'
import { deliveryKeys } from '../api/keys'
import { checkDraft, type DeliveryDraft, type DeliveryLine, type DraftErrors, newDraft } from '../logic/form'
import { DELIVERY_UI, failureText } from '../logic/messages'

export interface DeliveryFormProps {
  opened: boolean
  orderId: number
  /** the order's lines as last read: the form asks of those open when it opened, up to what is open now */
  lines: readonly DeliveryLine[]
  onClose: () => void
}

const METHODS = (['dikirim', 'diambil'] as const).map((value) => ({ value, label: DELIVERY_METHOD_LABEL[value] }))

function QtyFields({ draft, lines, set }: { draft: DeliveryDraft; lines: readonly DeliveryLine[]; set: Setter }) {
  const byId = new Map(lines.map((line) => [line.order_item_id, line]))
  return (
    <Stack gap="xs">
      {Object.keys(draft.qty).map((key) => {
        const id = Number(key)
        const line = byId.get(id)
        if (!line) return null
        return (
          <Group key={id} justify="space-between" wrap="nowrap" gap="xs">
            <Stack gap={0} style={{ minWidth: 0 }}>
              <Text size="sm" fw={700} ff="monospace">
                {line.part_no}
              </Text>
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {line.part_name} · {DELIVERY_UI.open(line.open)}
              </Text>
            </Stack>
            <NumberInput
              w={90}
              aria-label={DELIVERY_UI.qtyOf(line.part_no)}
              min={0}
              max={line.open}
              clampBehavior="strict"
              allowDecimal={false}
              allowNegative={false}
              value={draft.qty[id]}
              onChange={(value) => set({ qty: { ...draft.qty, [id]: typeof value === 'number' ? value : '' } })}
            />
          </Group>
        )
      })}
    </Stack>
  )
}

type Setter = (patch: Partial<DeliveryDraft>) => void

function WayFields({ draft, errors, set }: { draft: DeliveryDraft; errors: DraftErrors; set: Setter }) {
  if (draft.method !== 'dikirim') return null
  return (
    <>
      <TextInput
        label={DELIVERY_TEXT.courier}
        required
        maxLength={COURIER_MAX}
        value={draft.courier}
        error={errors.courier}
        onChange={(e) => set({ courier: e.currentTarget.value })}
      />
      <TextInput
        label={DELIVERY_TEXT.plate}
        required
        placeholder="mis. B 1234 XYZ"
        maxLength={PLATE_MAX}
        value={draft.plate}
        error={errors.plate}
        onChange={(e) => set({ plate: e.currentTarget.value })}
      />
      <TextInput
        label={DELIVERY_TEXT.tracking}
        maxLength={TRACKING_MAX}
        value={draft.tracking}
        error={errors.tracking}
        onChange={(e) => set({ tracking: e.currentTarget.value })}
      />
    </>
  )
}

/** The form's state and its one send: the check, the request, the toast or the refusal. */
function useDeliveryDraft({ orderId, lines, onClose }: Omit<DeliveryFormProps, 'opened'>) {
  const client = useQueryClient()
  const create = useCreateDelivery(orderId)
  const guard = useSingleFlight()
  const today = jakartaDay(new Date())
  const [draft, setDraft] = useState(() => newDraft(lines, today))
  const [errors, setErrors] = useState<DraftErrors>({})
  const [refusal, setRefusal] = useState<string | null>(null)
  const set: Setter = (patch) => setDraft((d) => ({ ...d, ...patch }))
  const submit = () =>
    void guard.run(async () => {
      const checked = checkDraft(draft, lines, today)
      setErrors(checked.ok ? {} : checked.errors)
      setRefusal(null)
      if (!checked.ok) return
      try {
        const { delivery } = await create.mutateAsync(checked.body)
        notifications.show({ message: DELIVERY_TEXT.recorded(delivery.number), color: 'green', autoClose: TOAST_MS.success })
        onClose()
      } catch (error) {
        setRefusal(failureText(error))
        // someone else sent some meanwhile: the figures the form checks against are read again
        if (error instanceof ApiError && error.status === 409)
          void client.invalidateQueries({ queryKey: deliveryKeys.ofOrder(orderId) })
      }
    })
  return { draft, errors, refusal, set, submit, busy: create.isPending }
}

function DeliveryFormBody(props: Omit<DeliveryFormProps, 'opened'>) {
  const { draft, errors, refusal, set, submit, busy } = useDeliveryDraft(props)
  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <Stack gap="sm">
        <SegmentedControl
          aria-label={DELIVERY_TEXT.method}
          fullWidth
          data={METHODS}
          value={draft.method}
          onChange={(value) => set({ method: value as DeliveryDraft['method'] })}
        />
        <WayFields draft={draft} errors={errors} set={set} />
        <DayField label={DELIVERY_TEXT.date} value={draft.date} error={errors.date} onChange={(date) => set({ date })} />
        <Text size="sm" fw={600}>
          {DELIVERY_TEXT.qty}
        </Text>
        <QtyFields draft={draft} lines={props.lines} set={set} />
        {errors.lines ? (
          <Text size="sm" c="red" role="alert">
            {errors.lines}
          </Text>
        ) : null}
        {refusal ? (
          <Alert color="red" title={DELIVERY_UI.refused} role="alert">
            {refusal}
          </Alert>
        ) : null}
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={props.onClose} disabled={busy}>
            {DELIVERY_UI.cancel}
          </Button>
          <Button type="submit" loading={busy}>
            {DELIVERY_UI.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

export default function DeliveryForm({ opened, ...props }: DeliveryFormProps) {
  const phone = useMedia(PHONE_QUERY)
  return (
    <Modal opened={opened} onClose={props.onClose} title={DELIVERY_TEXT.record} fullScreen={phone} centered>
      {/* the modal drops its content when closed: each opening starts from what is open then */}
      <DeliveryFormBody {...props} />
    </Modal>
  )
}
