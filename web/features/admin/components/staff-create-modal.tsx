// Tambah Staff: the Daftar User fields of staff, the branch he works at, and 'Wajib ganti password
// saat login pertama', ticked by default. Full screen on a phone.
import {
  Alert,
  Button,
  Checkbox,
  Group,
  Modal,
  PasswordInput,
  SimpleGrid,
  Stack,
  Switch,
  Textarea,
  TextInput,
} from '@mantine/core'
import { useMediaQuery } from '@mantine/hooks'
import type { FormEvent } from 'react'
import { normaliseMobile } from '../../../../common/account-rules'
import { PHONE_QUERY } from '../../../lib/media'
import { type StaffForm, useStaffForm } from '../hooks/use-staff-form'
import { COMMON_TEXT, STAFF_UI } from '../logic/messages'
import { type StaffDraft, upperInput } from '../logic/staff-form'
import { BranchSelect } from './branch-select'

type TextKey = Exclude<keyof StaffDraft, 'is_salesman' | 'branch_id' | 'must_change_password'>

function bind(form: StaffForm, key: TextKey, shape: (typed: string) => string = (typed) => typed) {
  return {
    value: form.draft[key],
    onChange: (event: { currentTarget: { value: string } }) => form.set(key, shape(event.currentTarget.value)),
    onBlur: () => form.touch(key),
    error: form.errorOf(key),
  }
}

function AccountFields({ form }: { form: StaffForm }) {
  const mobile = normaliseMobile(form.draft.mobile)
  return (
    <>
      <BranchSelect
        label={STAFF_UI.branch}
        withAsterisk
        activeOnly
        placeholder={STAFF_UI.pickBranch}
        value={form.draft.branch_id}
        onChange={(id) => form.set('branch_id', id)}
        error={form.errorOf('branch_id')}
      />
      <TextInput
        label="Username"
        withAsterisk
        autoComplete="off"
        maxLength={20}
        data-autofocus
        {...bind(form, 'username', upperInput)}
      />
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Nama Depan" withAsterisk maxLength={15} {...bind(form, 'first_name')} />
        <TextInput label="Nama Belakang" withAsterisk maxLength={15} {...bind(form, 'last_name')} />
      </SimpleGrid>
      <TextInput
        label="No. HP"
        inputMode="tel"
        autoComplete="off"
        maxLength={30}
        description={mobile ? `Disimpan sebagai ${mobile}` : undefined}
        {...bind(form, 'mobile')}
      />
    </>
  )
}

function PasswordFields({ form }: { form: StaffForm }) {
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <PasswordInput label="Password" withAsterisk autoComplete="new-password" {...bind(form, 'password')} />
        <PasswordInput label="Konfirmasi Password" withAsterisk autoComplete="new-password" {...bind(form, 'confirm_password')} />
      </SimpleGrid>
      <Checkbox
        label={STAFF_UI.mustChange}
        description={STAFF_UI.mustChangeHint}
        checked={form.draft.must_change_password}
        onChange={(event) => form.set('must_change_password', event.currentTarget.checked)}
      />
    </>
  )
}

function MoreFields({ form }: { form: StaffForm }) {
  return (
    <>
      <Switch
        label="Salesman"
        checked={form.draft.is_salesman}
        onChange={(event) => form.set('is_salesman', event.currentTarget.checked)}
      />
      {form.draft.is_salesman && (
        <TextInput
          label="Kode Salesman IBS"
          withAsterisk
          maxLength={5}
          autoComplete="off"
          {...bind(form, 'ibs_salesman_code', upperInput)}
        />
      )}
      <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
        <TextInput label="Email" type="email" autoComplete="off" maxLength={50} {...bind(form, 'email')} />
        <TextInput label="Telepon" inputMode="tel" maxLength={20} {...bind(form, 'landline')} />
      </SimpleGrid>
      <TextInput label="Alamat" maxLength={100} {...bind(form, 'address')} />
      <Textarea label="Deskripsi" rows={2} maxLength={100} {...bind(form, 'description')} />
    </>
  )
}

function StaffCreateBody({ initialBranch, onClose }: { initialBranch: number; onClose: () => void }) {
  const form = useStaffForm(initialBranch, onClose)
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.canSave) form.save()
  }
  return (
    <form onSubmit={submit} noValidate aria-label={STAFF_UI.createTitle}>
      <Stack gap="sm">
        {form.failure && (
          <Alert color="red" role="alert" py="xs">
            {form.failure}
          </Alert>
        )}
        <AccountFields form={form} />
        <PasswordFields form={form} />
        <MoreFields form={form} />
        <Group justify="flex-end" gap="xs" mt="xs">
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

interface StaffCreateModalProps {
  opened: boolean
  /** the branch the list is filtered by, chosen already; 0: none */
  initialBranch: number
  onClose: () => void
}

export function StaffCreateModal({ opened, initialBranch, onClose }: StaffCreateModalProps) {
  const phone = useMediaQuery(PHONE_QUERY, false, { getInitialValueInEffect: false })
  return (
    <Modal opened={opened} onClose={onClose} title={STAFF_UI.createTitle} size="lg" fullScreen={phone} centered>
      {opened && <StaffCreateBody initialBranch={initialBranch} onClose={onClose} />}
    </Modal>
  )
}
