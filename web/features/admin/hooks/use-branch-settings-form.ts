// The state of a branch's settings form (Ubah): the draft, the fields touched, the server's
// sentences per field, and the save, one per press (#web/lib/use-draft-form.ts).
import type { BranchSettings } from '#common/settings.ts'
import { type EditForm, useDraftForm } from '#web/lib/use-draft-form.ts'
import { useUpdateBranchSettings } from '../api/update-branch-settings'
import {
  type BranchSettingsDraft,
  type BranchSettingsField,
  branchSettingsBody,
  branchSettingsDraftOf,
  branchSettingsErrors,
} from '../logic/settings-form'
import { BRANCH_PRICE_UI } from '../logic/settings-messages'

const FIELDS: readonly BranchSettingsField[] = [
  'quote_valid_days',
  'max_extra_discount_percent',
  'backorder_flag_days',
  'auto_receipt_days',
]

export type BranchSettingsForm = EditForm<BranchSettingsDraft, BranchSettingsField>

export function useBranchSettingsForm(branch: BranchSettings, onDone: () => void): BranchSettingsForm {
  const update = useUpdateBranchSettings()
  const form = useDraftForm<BranchSettingsDraft, BranchSettingsField>({
    initial: () => branchSettingsDraftOf(branch),
    fields: FIELDS,
    rules: branchSettingsErrors,
    onDone,
  })
  const body = form.valid ? branchSettingsBody(branch, form.fields.draft) : null
  // a draft that does not pass its rules is typed work too, whatever it says
  const unchanged = form.valid && body === null
  const send = () => body && update.mutateAsync({ id: branch.id, body }).then(() => BRANCH_PRICE_UI.saved(branch.code))

  return { ...form.fields, canSave: form.ready && !unchanged, save: () => form.submit(send), unsaved: !unchanged }
}
