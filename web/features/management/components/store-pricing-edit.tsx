// List Toko's Ubah of a store's address, price group and NPWP (product.md §10.10), inside the
// store's detail: the three fields, Batal and Simpan (one save per press). While it holds a
// change, Batal, closing the detail and leaving the page ask first.
import { Alert, Button, Group, Stack } from '@mantine/core'
import type { FormEvent } from 'react'
import type { Store } from '#common/management.ts'
import { StorePricingFields } from '#web/components/store-pricing-fields.tsx'
import { closeAsking, type Holds, useReportUnsaved } from '#web/lib/unsaved-close.ts'
import { useStorePricingForm } from '#web/lib/use-store-pricing-form.ts'
import { useUpdateStore } from '../api/update-store'
import { SAVE_LABEL, STORE_PRICING_TEXT } from '../logic/messages'

interface StorePricingEditProps {
  store: Store
  /** where the form tells the detail around it that it holds a change */
  holds: Holds
  /** back to the detail: after a save, or Batal */
  onDone: () => void
}

export function StorePricingEdit({ store, holds, onDone }: StorePricingEditProps) {
  const update = useUpdateStore()
  const form = useStorePricingForm({ store, send: (body) => update.mutateAsync({ id: store.id, body }), onSaved: onDone })
  useReportUnsaved(form.unsaved, { holds })

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
