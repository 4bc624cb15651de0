// Tambah Cabang / Ubah Cabang: code (new branches only; it never changes), name, address and
// phone, which the print letterhead reads. Full screen on a phone.
import { Alert, Button, Group, Modal, Stack, Textarea, TextInput } from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { FormEvent } from 'react'
import { BRANCH_ADDRESS_MAX, BRANCH_NAME_MAX, BRANCH_PHONE_MAX, type Branch } from '../../../../common/admin'
import { PHONE_QUERY } from '../../../lib/media'
import { type BranchForm, useBranchForm } from '../hooks/use-branch-form'
import { type BranchField, branchCodeInput } from '../logic/branch-form'
import { BRANCH_UI, COMMON_TEXT } from '../logic/messages'

function bind(form: BranchForm, field: BranchField, shape: (typed: string) => string = (typed) => typed) {
  return {
    value: form.draft[field],
    onChange: (event: { currentTarget: { value: string } }) => form.set(field, shape(event.currentTarget.value)),
    onBlur: () => form.touch(field),
    error: form.errorOf(field),
  }
}

function BranchFields({ form }: { form: BranchForm }) {
  return (
    <Stack gap="sm">
      {form.editing ? (
        <TextInput label="Kode Cabang" value={form.editing.code} readOnly disabled description={BRANCH_UI.codeLocked} />
      ) : (
        <TextInput
          label="Kode Cabang"
          withAsterisk
          autoComplete="off"
          maxLength={10}
          description={BRANCH_UI.codeHint}
          data-autofocus
          {...bind(form, 'code', branchCodeInput)}
        />
      )}
      <TextInput label="Nama Cabang" withAsterisk maxLength={BRANCH_NAME_MAX} {...bind(form, 'name')} />
      <Textarea label="Alamat" rows={2} maxLength={BRANCH_ADDRESS_MAX} {...bind(form, 'address')} />
      <TextInput label="Telepon" inputMode="tel" maxLength={BRANCH_PHONE_MAX} {...bind(form, 'phone')} />
    </Stack>
  )
}

function BranchFormBody({ editing, onClose }: { editing: Branch | null; onClose: () => void }) {
  const form = useBranchForm(editing, onClose)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.canSave) form.save()
  }
  return (
    <form onSubmit={submit} noValidate aria-label={editing ? BRANCH_UI.editTitle(editing.code) : BRANCH_UI.createTitle}>
      <Stack gap="md">
        {form.failure && (
          <Alert color="red" role="alert" py="xs">
            {form.failure}
          </Alert>
        )}
        <BranchFields form={form} />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onClose}>
            {COMMON_TEXT.cancel}
          </Button>
          <Button type="submit" disabled={!form.canSave} loading={form.saving}>
            {COMMON_TEXT.save}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}

interface BranchFormModalProps {
  /** 'new' for Tambah Cabang, a branch to edit it, null: closed */
  target: Branch | 'new' | null
  onClose: () => void
}

export function BranchFormModal({ target, onClose }: BranchFormModalProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  const editing = target === 'new' ? null : target
  const title = editing ? BRANCH_UI.editTitle(editing.code) : BRANCH_UI.createTitle
  return (
    <Modal opened={target !== null} onClose={onClose} title={title} fullScreen={phone} centered>
      {target !== null && <BranchFormBody key={editing?.id ?? 'new'} editing={editing} onClose={onClose} />}
    </Modal>
  )
}
