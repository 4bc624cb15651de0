// Ubah Toko: a store's address, price group and NPWP (product.md §10.10), any branch's. Its code, name and
// branch are shown, not edited. Full screen on a phone. Closing it with a change not saved asks
// first; one save per press.
import { Text } from '@mantine/core'
import type { AdminStore } from '#common/admin.ts'
import { DetailModal } from '#web/components/detail-modal.tsx'
import { ModalForm } from '#web/components/modal-form.tsx'
import { StorePricingFields } from '#web/components/store-pricing-fields.tsx'
import { type UnsavedClose, useReportUnsaved, useUnsavedClose } from '#web/lib/unsaved-close.ts'
import { useStorePricingForm } from '#web/lib/use-store-pricing-form.ts'
import { useUpdateStore } from '../api/update-store'
import { STORE_UI } from '../logic/messages'

function StoreEditBody({ store, modal, onSaved }: { store: AdminStore; modal: UnsavedClose; onSaved: () => void }) {
  const update = useUpdateStore()
  const form = useStorePricingForm({ store, send: (body) => update.mutateAsync({ id: store.id, body }), onSaved })
  useReportUnsaved(form.unsaved, modal)
  return (
    <ModalForm form={form} label={STORE_UI.editTitle(store.ibs_cust_code)} onClose={modal.close} gap="sm" actionsTop="xs">
      <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
        {store.name}
        <Text span c="dimmed" size="sm">
          {' '}
          · {STORE_UI.headers.branch} {store.branch_code} ({store.branch_name})
        </Text>
      </Text>
      <StorePricingFields form={form} />
    </ModalForm>
  )
}

/** `store` null: closed. */
export function StoreEditModal({ store, onClose }: { store: AdminStore | null; onClose: () => void }) {
  const modal = useUnsavedClose(onClose)
  return (
    <DetailModal opened={store !== null} onClose={modal.close} title={store ? STORE_UI.editTitle(store.ibs_cust_code) : ''}>
      {store && <StoreEditBody key={store.id} store={store} modal={modal} onSaved={onClose} />}
    </DetailModal>
  )
}
