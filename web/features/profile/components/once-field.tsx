import { Button, TextInput } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useState } from 'react'
import type { Checked } from '#common/account-rules.ts'
import { isUnset } from '#common/account-rules.ts'
import { useSingleFlight } from '#web/lib/use-single-flight.ts'
import { profileErrorText } from '../logic/errors'
import { PROFILE_TEXT } from '../logic/messages'
import { profileToast } from './profile-toast'

interface OnceFieldProps {
  label: string
  value: string | null
  placeholder: string
  inputMode?: 'email' | 'tel'
  check: (raw: string) => Checked<string>
  /** what is typed: the form above asks before the page is left with it unsaved */
  draft: string
  onDraft: (draft: string) => void
  save: (value: string) => Promise<unknown>
  saving: boolean
}

/**
 * Email and mobile (product.md §5.5): settable once while unset, then shown locked. The rule is
 * checked as typed; the server checks it again and refuses a second setting. One save per press
 * (a click, Enter): a second would be refused as a second setting and say so beside the success.
 */
export function OnceField(props: OnceFieldProps) {
  const { label, value, placeholder, inputMode, check, draft, onDraft: setDraft, save, saving } = props
  const [serverError, setServerError] = useState<string | null>(null)
  const guard = useSingleFlight()

  if (!isUnset(value)) {
    return (
      <TextInput
        label={label}
        value={value ?? ''}
        readOnly
        rightSection={<IconLock size={16} aria-label="Terkunci" />}
        description={PROFILE_TEXT.lockedHint}
      />
    )
  }

  const checked = draft.trim() === '' ? null : check(draft)
  const ruleError = checked && !checked.ok ? checked.message : null
  const submit = () => {
    if (!checked?.ok) return
    const chosen = checked.value
    return guard.run(async () => {
      setServerError(null)
      try {
        await save(chosen)
        setDraft('')
        profileToast('green', PROFILE_TEXT.saved)
      } catch (error) {
        setServerError(profileErrorText(error, PROFILE_TEXT.saveFailed))
      }
    })
  }

  return (
    <TextInput
      label={label}
      placeholder={placeholder}
      inputMode={inputMode}
      value={draft}
      description={PROFILE_TEXT.onceHint}
      error={ruleError ?? serverError}
      onChange={(e) => {
        setDraft(e.currentTarget.value)
        setServerError(null)
      }}
      onKeyDown={(e) => {
        if (e.key === 'Enter') void submit()
      }}
      rightSectionWidth={84}
      rightSection={
        <Button
          size="compact-sm"
          onClick={() => void submit()}
          disabled={!checked?.ok}
          loading={saving}
          aria-label={`Simpan ${label}`}
        >
          Simpan
        </Button>
      }
    />
  )
}
