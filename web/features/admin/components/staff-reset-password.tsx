// Head office resets a staff member's password; 'Wajib ganti password saat login pertama' (ticked
// by default) makes him choose his own at the next sign-in. His sessions end either way.

import { Alert, Button, Checkbox, Group, PasswordInput, SimpleGrid, Stack, Title } from '@mantine/core'
import { notifications } from '@mantine/notifications'
import { type FormEvent, useState } from 'react'
import { checkResetPassword, NEW_PASSWORD_MIN } from '../../../../common/account-rules'
import type { StaffItem } from '../../../../common/admin'
import { TOAST_MS } from '../../../lib/toast-timing'
import { useResetStaffPassword } from '../api/reset-staff-password'
import { failureOf } from '../logic/errors'
import { STAFF_UI } from '../logic/messages'

const EMPTY = { password: '', confirm: '', mustChange: true }

/** The rule's sentence once both were typed in (or the first is long enough to judge alone). */
function shownError(draft: typeof EMPTY): string | undefined {
  if (draft.password === '' && draft.confirm === '') return undefined
  const checked = checkResetPassword(draft.password, draft.confirm)
  if (checked.ok || (draft.confirm === '' && draft.password.length >= NEW_PASSWORD_MIN)) return undefined
  return checked.message
}

export function StaffResetPassword({ staff }: { staff: StaffItem }) {
  const [draft, setDraft] = useState(EMPTY)
  const reset = useResetStaffPassword()
  const valid = checkResetPassword(draft.password, draft.confirm).ok
  const set = (key: 'password' | 'confirm') => (event: React.ChangeEvent<HTMLInputElement>) => {
    const value = event.currentTarget.value
    setDraft((d) => ({ ...d, [key]: value }))
    reset.reset()
  }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!valid) return
    const body = {
      password: draft.password,
      confirm_password: draft.confirm,
      must_change_password: draft.mustChange ? '1' : '0',
    } as const
    reset.mutate(
      { id: staff.id, body },
      {
        onSuccess: () => {
          notifications.show({ color: 'green', message: STAFF_UI.resetDone(staff.username), autoClose: TOAST_MS.success })
          setDraft(EMPTY)
        },
      },
    )
  }
  return (
    <form onSubmit={submit} aria-label={STAFF_UI.resetTitle}>
      <Stack gap="xs">
        <Title order={3} size="h5">
          {STAFF_UI.resetTitle}
        </Title>
        {reset.isError && (
          <Alert color="red" role="alert" py="xs">
            {failureOf(reset.error).message}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <PasswordInput label="Password Baru" autoComplete="new-password" value={draft.password} onChange={set('password')} />
          <PasswordInput
            label="Ulangi Password Baru"
            autoComplete="new-password"
            value={draft.confirm}
            onChange={set('confirm')}
            error={shownError(draft)}
          />
        </SimpleGrid>
        <Checkbox
          label={STAFF_UI.mustChange}
          checked={draft.mustChange}
          onChange={(event) => {
            const checked = event.currentTarget.checked
            setDraft((d) => ({ ...d, mustChange: checked }))
          }}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="light" disabled={!valid} loading={reset.isPending}>
            {STAFF_UI.resetTitle}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
