// The state of a branch's price settings form (Ubah): the draft, the fields touched, the server's
// sentences per field, and the save, one per press.
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import type { BranchSettings } from '#common/settings.ts'
import { callFailure } from '#web/lib/call-failure.ts'
import { TOAST_MS } from '#web/lib/toast-timing.ts'
import { useFieldMarks } from '#web/lib/use-field-marks.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useUpdateBranchSettings } from '../api/update-branch-settings'
import {
  type BranchSettingsDraft,
  type BranchSettingsField,
  branchSettingsBody,
  branchSettingsDraftOf,
  branchSettingsErrors,
} from '../logic/settings-form'
import { BRANCH_PRICE_UI } from '../logic/settings-messages'

const FIELDS: readonly BranchSettingsField[] = ['quote_valid_days', 'max_extra_discount_percent']

export interface BranchSettingsForm {
  draft: BranchSettingsDraft
  set: (field: BranchSettingsField, value: string) => void
  touch: (field: BranchSettingsField) => void
  errorOf: (field: BranchSettingsField) => string | undefined
  failure: string | null
  saving: boolean
  canSave: boolean
  save: () => void
  unsaved: boolean
}

export function useBranchSettingsForm(branch: BranchSettings, onDone: () => void): BranchSettingsForm {
  const [draft, setDraft] = useState<BranchSettingsDraft>(() => branchSettingsDraftOf(branch))
  const marks = useFieldMarks<BranchSettingsField>(FIELDS)
  const [failure, setFailure] = useState<string | null>(null)
  const update = useUpdateBranchSettings()
  const guard = useSingleFlight()
  const rules = branchSettingsErrors(draft)
  const valid = Object.keys(rules).length === 0
  const body = valid ? branchSettingsBody(branch, draft) : null
  // a draft that does not pass its rules is typed work too, whatever it says
  const unchanged = valid && body === null

  function save() {
    if (guard.isBusy()) return
    marks.touchAll()
    if (!body) return
    void guard.run(async () => {
      try {
        await update.mutateAsync({ id: branch.id, body })
        notifications.show({ color: 'green', message: BRANCH_PRICE_UI.saved(branch.code), autoClose: TOAST_MS.success })
        onDone()
      } catch (error) {
        marks.refuse(callFailure(error), setFailure)
      }
    })
  }

  return {
    draft,
    set: (field, value) => {
      setDraft((d) => ({ ...d, [field]: value }))
      marks.forget(field)
      setFailure(null)
    },
    touch: marks.touch,
    errorOf: (field) => marks.server[field] ?? (marks.isTouched(field) ? rules[field] : undefined),
    failure,
    saving: update.isPending,
    canSave: !update.isPending && Object.keys(marks.server).length === 0 && !unchanged,
    save,
    unsaved: !unchanged,
  }
}
