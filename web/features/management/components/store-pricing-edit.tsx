// List Toko's Ubah of a store's address, price group and NPWP (product.md §10.10), inside the
// store's detail: the three fields, Batal and Simpan (one save per press). While it holds a
// change, Batal, closing the detail and leaving the page ask first.
import { Alert, Button, Group, Stack } from '@mantine/core'
import { type FormEvent, type RefObject, useEffect } from 'react'
import type { Store } from '#common/management.ts'
import { StorePricingFields } from '#web/components/store-pricing-fields.tsx'
import { openConfirm } from '#web/lib/confirm.ts'
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts'
import { useStorePricingForm } from '#web/lib/use-store-pricing-form.ts'
import { useUpdateStore } from '../api/update-store'
import { LEAVE_UNSAVED, SAVE_LABEL, STORE_PRICING_TEXT, UNSAVED_CLOSE } from '../logic/messages'

/** Runs `close` at once, or after 'Tutup formulir?' while `holds` says a change is not saved. */
export function closeAsking(holds: RefObject<boolean>, close: () => void): void {
  if (!holds.current) {
    close()
    return
  }
  openConfirm({
    title: UNSAVED_CLOSE.title,
    children: UNSAVED_CLOSE.question,
    labels: { confirm: UNSAVED_CLOSE.yes, cancel: UNSAVED_CLOSE.no },
    confirmProps: { color: 'red' },
    onConfirm: close,
  })
}

interface StorePricingEditProps {
  store: Store
  /** where the form tells the detail around it that it holds a change */
  holds: RefObject<boolean>
  /** back to the detail: after a save, or Batal */
  onDone: () => void
}

export function StorePricingEdit({ store, holds, onDone }: StorePricingEditProps) {
  const update = useUpdateStore()
  const form = useStorePricingForm({ store, send: (body) => update.mutateAsync({ id: store.id, body }), onSaved: onDone })
  useEffect(() => {
    holds.current = form.unsaved
    // a form that is gone (saved, or left after the question) holds nothing
    return () => {
      holds.current = false
    }
  }, [form.unsaved, holds])
  useLeaveGuard(form.unsaved, LEAVE_UNSAVED)

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.canSave) form.save()
  }
  return (
    <form onSubmit={submit} noValidate aria-label={STORE_PRICING_TEXT.formLabel}>
      <Stack gap="sm">
        {form.failure && (
          <Alert color="red" role="alert" py="xs">
            {form.failure}
          </Alert>
        )}
        <StorePricingFields form={form} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={() => closeAsking(holds, onDone)}>
            {STORE_PRICING_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={!form.canSave} loading={form.saving}>
            {SAVE_LABEL}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
