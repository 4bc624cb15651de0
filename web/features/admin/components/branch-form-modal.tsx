// Tambah Cabang / Ubah Cabang: code (new branches only; it never changes), name, address and
// phone, which the print letterhead reads. Full screen on a phone. Closing it with typed data
// asks first.
import { Stack, Textarea, TextInput } from '@mantine/core'
import { BRANCH_ADDRESS_MAX, BRANCH_NAME_MAX, BRANCH_PHONE_MAX, type Branch } from '#common/admin.ts'
import { DetailModal } from '#web/components/detail-modal.tsx'
import { ModalForm } from '#web/components/modal-form.tsx'
import { bindText } from '#web/lib/bind-text.ts'
import { type UnsavedClose, useReportUnsaved, useUnsavedClose } from '#web/lib/unsaved-close.ts'
import { type BranchForm, useBranchForm } from '../hooks/use-branch-form'
import { branchCodeInput } from '../logic/branch-form'
import { BRANCH_UI } from '../logic/messages'

function BranchFields({ form }: { form: BranchForm }) {
  return (
    <Stack gap="sm">
      {form.editing ? (
        <TextInput label="Kode Cabang" value={form.editing.code} readOnly disabled description={BRANCH_UI.codeLocked} />
      ) : (
        <TextInput
          label="Kode Cabang"
          withAsterisk
          autoComplete="off"
          maxLength={10}
          description={BRANCH_UI.codeHint}
          data-autofocus
          {...bindText(form, 'code', branchCodeInput)}
        />
      )}
      <TextInput label="Nama Cabang" withAsterisk maxLength={BRANCH_NAME_MAX} {...bindText(form, 'name')} />
      <Textarea label="Alamat" rows={2} maxLength={BRANCH_ADDRESS_MAX} {...bindText(form, 'address')} />
      <TextInput label="Telepon" inputMode="tel" maxLength={BRANCH_PHONE_MAX} {...bindText(form, 'phone')} />
    </Stack>
  )
}

interface BranchFormBodyProps {
  editing: Branch | null
  modal: UnsavedClose
  /** after a save: closes without asking */
  onSaved: () => void
}

function BranchFormBody({ editing, modal, onSaved }: BranchFormBodyProps) {
  const form = useBranchForm(editing, onSaved)
  useReportUnsaved(form.unsaved, modal)
  return (
    <ModalForm
      form={form}
      label={editing ? BRANCH_UI.editTitle(editing.code) : BRANCH_UI.createTitle}
      onClose={modal.close}
      gap="md"
    >
      <BranchFields form={form} />
    </ModalForm>
  )
}

interface BranchFormModalProps {
  /** 'new' for Tambah Cabang, a branch to edit it, null: closed */
  target: Branch | 'new' | null
  onClose: () => void
}

export function BranchFormModal({ target, onClose }: BranchFormModalProps) {
  const editing = target === 'new' ? null : target
  const title = editing ? BRANCH_UI.editTitle(editing.code) : BRANCH_UI.createTitle
  const modal = useUnsavedClose(onClose)
  return (
    <DetailModal opened={target !== null} onClose={modal.close} title={title}>
      {target !== null && <BranchFormBody key={editing?.id ?? 'new'} editing={editing} modal={modal} onSaved={onClose} />}
    </DetailModal>
  )
}
