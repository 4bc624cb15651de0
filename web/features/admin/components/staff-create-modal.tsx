// Tambah Staff: the Daftar User fields of staff, the branch he works at, and 'Wajib ganti password
// saat login pertama', ticked by default. Full screen on a phone. Closing it with typed data asks
// first.
import * as Account from '#web/components/account-fields.tsx'
import { DetailModal } from '#web/components/detail-modal.tsx'
import { ModalForm } from '#web/components/modal-form.tsx'
import { type UnsavedClose, useReportUnsaved, useUnsavedClose } from '#web/lib/unsaved-close.ts'
import { type StaffForm, useStaffForm } from '../hooks/use-staff-form'
import { STAFF_UI } from '../logic/messages'
import { BranchSelect } from './branch-select'

const MUST_CHANGE = { label: STAFF_UI.mustChange, hint: STAFF_UI.mustChangeHint }

function StaffFields({ form }: { form: StaffForm }) {
  return (
    <>
      <BranchSelect
        label={STAFF_UI.branch}
        withAsterisk
        activeOnly
        placeholder={STAFF_UI.pickBranch}
        value={form.draft.branch_id}
        onChange={(id) => form.set('branch_id', id)}
        error={form.errorOf('branch_id')}
      />
      <Account.UsernameField form={form} autoFocus />
      <Account.NameFields form={form} layout="grid" />
      <Account.MobileField form={form} />
      <Account.PasswordFields form={form} layout="grid" mustChange={MUST_CHANGE} />
      <Account.SalesmanFields form={form} />
      <Account.ContactFields form={form} layout="grid" />
    </>
  )
}

interface StaffCreateBodyProps {
  initialBranch: number
  modal: UnsavedClose
  /** after a save: closes without asking */
  onSaved: () => void
}

function StaffCreateBody({ initialBranch, modal, onSaved }: StaffCreateBodyProps) {
  const form = useStaffForm(initialBranch, onSaved)
  useReportUnsaved(form.unsaved, modal)
  return (
    <ModalForm form={form} label={STAFF_UI.createTitle} onClose={modal.close} gap="sm" actionsTop="xs">
      <StaffFields form={form} />
    </ModalForm>
  )
}

interface StaffCreateModalProps {
  opened: boolean
  /** the branch the list is filtered by, chosen already; 0: none */
  initialBranch: number
  onClose: () => void
}

export function StaffCreateModal({ opened, initialBranch, onClose }: StaffCreateModalProps) {
  const modal = useUnsavedClose(onClose)
  return (
    <DetailModal opened={opened} onClose={modal.close} title={STAFF_UI.createTitle} size="lg">
      {opened && <StaffCreateBody initialBranch={initialBranch} modal={modal} onSaved={onClose} />}
    </DetailModal>
  )
}
