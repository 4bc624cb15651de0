// Ubah Harga Cabang: how many days a confirmation's prices hold (1–90), the most extra discount
// staff may give on a line (0–100 %), after how many days an open back-order line is flagged
// 'Lama' (1–365) and after how many days a delivery nobody confirmed counts as received (1–30).
// Full screen on a phone. Closing it with typed data asks first.
import { Text } from '@mantine/core'
import type { BranchSettings } from '#common/settings.ts'
import { DetailModal } from '#web/components/detail-modal.tsx'
import { ModalForm } from '#web/components/modal-form.tsx'
import { type UnsavedClose, useReportUnsaved, useUnsavedClose } from '#web/lib/unsaved-close.ts'
import { useBranchSettingsForm } from '../hooks/use-branch-settings-form'
import { BRANCH_PRICE_UI } from '../logic/settings-messages'
import { NumberField } from './number-field'

interface BodyProps {
  branch: BranchSettings
  modal: UnsavedClose
  /** after a save: closes without asking */
  onSaved: () => void
}

function BranchSettingsBody({ branch, modal, onSaved }: BodyProps) {
  const form = useBranchSettingsForm(branch, onSaved)
  useReportUnsaved(form.unsaved, modal)
  return (
    <ModalForm form={form} label={BRANCH_PRICE_UI.editTitle(branch.code)} onClose={modal.close} gap="md">
      <Text size="sm">{branch.name}</Text>
      <NumberField
        form={form}
        field="quote_valid_days"
        label={BRANCH_PRICE_UI.daysField}
        description={BRANCH_PRICE_UI.daysHint}
        maxLength={3}
        first
      />
      <NumberField
        form={form}
        field="max_extra_discount_percent"
        label={BRANCH_PRICE_UI.capField}
        description={BRANCH_PRICE_UI.capHint}
        decimal
        maxLength={6}
      />
      <NumberField
        form={form}
        field="backorder_flag_days"
        label={BRANCH_PRICE_UI.flagDaysField}
        description={BRANCH_PRICE_UI.flagDaysHint}
        maxLength={3}
      />
      <NumberField
        form={form}
        field="auto_receipt_days"
        label={BRANCH_PRICE_UI.autoReceiptDaysField}
        description={BRANCH_PRICE_UI.autoReceiptDaysHint}
        maxLength={3}
      />
    </ModalForm>
  )
}

export function BranchSettingsModal({ branch, onClose }: { branch: BranchSettings | null; onClose: () => void }) {
  const modal = useUnsavedClose(onClose)
  return (
    <DetailModal opened={branch !== null} onClose={modal.close} title={branch ? BRANCH_PRICE_UI.editTitle(branch.code) : ''}>
      {branch !== null && <BranchSettingsBody key={branch.id} branch={branch} modal={modal} onSaved={onClose} />}
    </DetailModal>
  )
}
