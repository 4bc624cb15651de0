import { Button, TextInput } from '@mantine/core'
import { IconLock } from '@tabler/icons-react'
import { useState } from 'react'
import type { Checked } from '#common/account-rules.ts'
import { isUnset } from '#common/account-rules.ts'
import { profileErrorText } from '../logic/errors'
import { PROFILE_TEXT } from '../logic/messages'
import { profileToast } from './profile-toast'

interface OnceFieldProps {
  label: string
  value: string | null
  placeholder: string
  inputMode?: 'email' | 'tel'
  check: (raw: string) => Checked<string>
  save: (value: string) => Promise<unknown>
  saving: boolean
}

/**
 * Email and mobile (product.md §5 'Profile'): settable once while unset, then shown locked. The rule is
 * checked as typed; the server checks it again and refuses a second setting.
 */
export function OnceField({ label, value, placeholder, inputMode, check, save, saving }: OnceFieldProps) {
  const [draft, setDraft] = useState('')
  const [serverError, setServerError] = useState<string | null>(null)

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
  const submit = async () => {
    if (!checked?.ok) return
    setServerError(null)
    try {
      await save(checked.value)
      setDraft('')
      profileToast('green', PROFILE_TEXT.saved)
    } catch (error) {
      setServerError(profileErrorText(error, PROFILE_TEXT.saveFailed))
    }
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
