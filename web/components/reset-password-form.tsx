// Someone with the right resets another's password (management's users, head office's staff);
// 'Wajib ganti password saat login pertama', ticked by default, makes the person choose his own
// at the next sign-in. Each feature passes its call, its sentences and what follows success.
import { Alert, Button, Checkbox, Group, PasswordInput, Stack, Title } from '@mantine/core'
import { type ChangeEvent, type FormEvent, useState } from 'react'
import { checkResetPassword } from '#common/account-rules.ts'
import { isAcceptablePassword } from '#common/password.ts'
import type { ResetPasswordRequest } from '#common/password-reset.ts'
import { FieldPair, type PairLayout, pairFieldWidth } from './field-pair'

// the new password is chosen for the person: by default he replaces it at his next sign-in
const EMPTY = { password: '', confirm: '', mustChange: true }
type ResetDraft = typeof EMPTY

/** The body both reset calls take (common/password-reset.ts), the box always said. */
export type ResetPasswordBody = Required<ResetPasswordRequest>

/** The rule's sentence once both were typed in (or the first alone breaks the password rule). */
export function shownResetError(draft: ResetDraft): string | undefined {
  if (draft.password === '' && draft.confirm === '') return undefined
  const checked = checkResetPassword(draft.password, draft.confirm)
  if (checked.ok || (draft.confirm === '' && isAcceptablePassword(draft.password))) return undefined
  return checked.message
}

interface ResetPasswordFormProps {
  /** the heading and the button */
  title: string
  /** names the form for screen readers */
  label: string
  mustChangeLabel: string
  layout: PairLayout
  /** the feature's reset call */
  call: { isPending: boolean; isError: boolean; error: unknown; reset: () => void }
  failureMessage: (error: unknown) => string
  /** Sends the body; `clear` empties the form once the call succeeded. */
  send: (body: ResetPasswordBody, clear: () => void) => void
}

export function ResetPasswordForm({ title, label, mustChangeLabel, layout, call, failureMessage, send }: ResetPasswordFormProps) {
  const [draft, setDraft] = useState(EMPTY)
  const valid = checkResetPassword(draft.password, draft.confirm).ok
  const set = (key: 'password' | 'confirm') => (event: ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value
    setDraft((d) => ({ ...d, [key]: value }))
    call.reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid) return
    const body = {
      password: draft.password,
      confirm_password: draft.confirm,
      must_change_password: draft.mustChange ? '1' : '0',
    } as const
    send(body, () => setDraft(EMPTY))
  }
  const miw = pairFieldWidth(layout)
  return (
    <form onSubmit={submit} aria-label={label}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {title}
        </Title>
        {call.isError && (
          <Alert color="red" role="alert" py="xs">
            {failureMessage(call.error)}
          </Alert>
        )}
        <FieldPair layout={layout}>
          <PasswordInput
            label="Password Baru"
            autoComplete="new-password"
            value={draft.password}
            onChange={set('password')}
            miw={miw}
          />
          <PasswordInput
            label="Ulangi Password Baru"
            autoComplete="new-password"
            value={draft.confirm}
            onChange={set('confirm')}
            error={shownResetError(draft)}
            miw={miw}
          />
        </FieldPair>
        <Checkbox
          label={mustChangeLabel}
          checked={draft.mustChange}
          onChange={(event) => {
            const checked = event.currentTarget.checked
            setDraft((d) => ({ ...d, mustChange: checked }))
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" disabled={!valid} loading={call.isPending}>
            {title}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
