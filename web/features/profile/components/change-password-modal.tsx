import { Alert, Button, Group, Modal, PasswordInput, Stack } from '@mantine/core'
import { useState } from 'react'
import { useChangePassword } from '../api/change-password'
import { profileErrorText } from '../logic/errors'
import { PROFILE_TEXT } from '../logic/messages'
import {
  canChangePassword,
  confirmError,
  EMPTY_PASSWORD_DRAFT,
  nextPasswordError,
  type PasswordDraft,
} from '../logic/password-form'

interface ChangePasswordModalProps {
  opened: boolean
  onClose: () => void
  /** The password changed: the server ended every session of the account. */
  onChanged: () => void
}

/** 'Ganti Password' (product.md §2.14, §5.1): current, new, confirmation; errors stay on the form. */
export function ChangePasswordModal({ opened, onClose, onChanged }: ChangePasswordModalProps) {
  const [draft, setDraft] = useState<PasswordDraft>(EMPTY_PASSWORD_DRAFT)
  const change = useChangePassword()
  const set = (key: keyof PasswordDraft) => (e: React.ChangeEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value
    setDraft((d) => ({ ...d, [key]: value }))
    change.reset()
  }
  const close = () => {
    setDraft(EMPTY_PASSWORD_DRAFT)
    change.reset()
    onClose()
  }
  const submit = () => {
    if (!canChangePassword(draft)) return
    change.mutate({ current_password: draft.current, new_password: draft.next }, { onSuccess: onChanged })
  }

  return (
    <Modal opened={opened} onClose={close} title={PROFILE_TEXT.changePassword} centered>
      <form
        onSubmit={(e) => {
          e.preventDefault()
          submit()
        }}
      >
        <Stack>
          {change.isError && (
            <Alert color="red" role="alert">
              {profileErrorText(change.error, PROFILE_TEXT.passwordFailed)}
            </Alert>
          )}
          <PasswordInput
            label="Password Saat Ini"
            value={draft.current}
            onChange={set('current')}
            autoComplete="current-password"
            data-autofocus
          />
          <PasswordInput
            label="Password Baru"
            description={PROFILE_TEXT.passwordHint}
            value={draft.next}
            onChange={set('next')}
            autoComplete="new-password"
            error={nextPasswordError(draft)}
          />
          <PasswordInput
            label="Konfirmasi Password Baru"
            value={draft.confirm}
            onChange={set('confirm')}
            autoComplete="new-password"
            error={confirmError(draft)}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              Batal
            </Button>
            <Button type="submit" disabled={!canChangePassword(draft)} loading={change.isPending}>
              Simpan
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  )
}
