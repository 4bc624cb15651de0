// The state of Daftar Toko (product.md §2.13, §5.5): the draft, touched fields, the live
// IBS code check, and the submit with its toasts. One store per press: a double click on Simpan
// would send it twice, and the second answer (409, the code just taken) would say a failure
// beside the success.
import { notifications } from '@mantine/notifications'
import { useState } from 'react'
import { checkStoreCode } from '#common/account-rules.ts'
import { hasTypedText } from '#web/lib/typed-text.ts'
import { useFieldMarks } from '#web/lib/use-field-marks.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { useCreateStore } from '../api/create-store'
import type { AvailabilityState } from '../logic/availability'
import { failureText } from '../logic/errors'
import { createStoreFailedText, STORE_CREATED_TEXT, TOAST_MS } from '../logic/messages'
import {
  canSubmitStore,
  createStoreBody,
  EMPTY_STORE_DRAFT,
  type StoreDraft,
  type StoreField,
  storeCodeError,
  storeFieldErrors,
} from '../logic/store-form'
import { showError } from './error-toast'
import { useStoreCodeAvailability } from './use-availability'

export interface StoreForm {
  draft: StoreDraft
  set: (field: StoreField, value: string) => void
  touch: (field: StoreField) => void
  errorOf: (field: StoreField) => string | undefined
  code: AvailabilityState
  canSubmit: boolean
  submitting: boolean
  submit: () => void
  /** Something typed and not yet saved: leaving the page asks first. */
  unsaved: boolean
}

const FIELDS = Object.keys(EMPTY_STORE_DRAFT) as StoreField[]

export function useStoreForm(): StoreForm {
  const [draft, setDraft] = useState<StoreDraft>(EMPTY_STORE_DRAFT)
  const marks = useFieldMarks<StoreField>(FIELDS)
  const create = useCreateStore()
  const guard = useSingleFlight()
  const code = useStoreCodeAvailability(draft.ibs_cust_code, checkStoreCode(draft.ibs_cust_code).ok)
  const rules = storeFieldErrors(draft)

  const errorOf = (field: StoreField) => {
    if (marks.server[field]) return marks.server[field]
    if (field === 'ibs_cust_code') return storeCodeError(draft, code.status, marks.isTouched(field))
    return marks.isTouched(field) ? rules[field] : undefined
  }

  function submit() {
    const body = createStoreBody(draft)
    void guard.run(async () => {
      try {
        await create.mutateAsync(body)
      } catch (error) {
        marks.refuse(failureText(error, createStoreFailedText), showError)
        return
      }
      notifications.show({ color: 'green', message: STORE_CREATED_TEXT, autoClose: TOAST_MS.success })
      setDraft(EMPTY_STORE_DRAFT)
      marks.clear()
    })
  }

  return {
    draft,
    set: (field, value) => {
      setDraft((d) => ({ ...d, [field]: value }))
      marks.forget(field)
    },
    touch: marks.touch,
    errorOf,
    code,
    canSubmit: canSubmitStore(draft, code.status, marks.server, create.isPending),
    submitting: create.isPending,
    submit,
    unsaved: hasTypedText(draft, EMPTY_STORE_DRAFT),
  }
}
