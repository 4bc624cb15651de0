// The left column of Daftar User (SPEC §2.13): who the account is, how to reach them, the
// password, and for staff the salesman toggle. Every message comes from the form's rules.
import { Checkbox, Fieldset, Group, PasswordInput, Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core'
import type { ChangeEvent } from 'react'
import { normaliseMobile } from '../../../../common/account-rules'
import { isRole } from '../../../../common/roles'
import type { UserForm } from '../hooks/use-user-form'
import { AVAILABILITY_TEXT, MUST_CHANGE_TEXT, mobilePreviewText, ROLE_LABEL } from '../logic/messages'
import { salesmanCodeInput, type UserDraft, usernameInput } from '../logic/user-form'
import { AvailabilityHint } from './availability-hint'

type TextKey = Exclude<keyof UserDraft, 'role' | 'store_id' | 'is_salesman' | 'must_change_password'>

/** value, onChange, onBlur and error of one text input, the typed text shaped by `shape`. */
function bind(form: UserForm, key: TextKey, shape: (typed: string) => string = (typed) => typed) {
  return {
    value: form.draft[key],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(key, shape(event.currentTarget.value)),
    onBlur: () => form.touch(key),
    error: form.errorOf(key),
  }
}

function IdentityFields({ form }: { form: UserForm }) {
  const mobile = normaliseMobile(form.draft.mobile)
  return (
    <Fieldset legend="Data Akun" variant="unstyled">
      <Stack gap="sm">
        <TextInput
          label="Username"
          withAsterisk
          autoComplete="off"
          maxLength={20}
          {...bind(form, 'username', usernameInput)}
          description={<AvailabilityHint state={form.username} freeText={AVAILABILITY_TEXT.usernameFree} />}
        />
        <Group grow align="flex-start" wrap="wrap">
          <TextInput label="Nama Depan" withAsterisk maxLength={15} miw={180} {...bind(form, 'first_name')} />
          <TextInput label="Nama Belakang" withAsterisk maxLength={15} miw={180} {...bind(form, 'last_name')} />
        </Group>
        <Radio.Group
          label="Role"
          withAsterisk
          value={form.draft.role}
          onChange={(value) => {
            if (isRole(value)) form.setRole(value)
          }}
          error={form.errorOf('role')}
        >
          <Group gap="lg" mt={4}>
            <Radio value="user" label={ROLE_LABEL.user} />
            <Radio value="seller" label={ROLE_LABEL.seller} />
          </Group>
        </Radio.Group>
        <TextInput
          label="No. HP"
          inputMode="tel"
          autoComplete="off"
          maxLength={30}
          {...bind(form, 'mobile')}
          description={mobile ? mobilePreviewText(mobile) : undefined}
        />
      </Stack>
    </Fieldset>
  )
}

function PasswordFields({ form }: { form: UserForm }) {
  return (
    <Stack gap="xs">
      <Group grow align="flex-start" wrap="wrap">
        <PasswordInput label="Password" withAsterisk autoComplete="new-password" miw={180} {...bind(form, 'password')} />
        <PasswordInput
          label="Konfirmasi Password"
          withAsterisk
          autoComplete="new-password"
          miw={180}
          {...bind(form, 'confirm_password')}
        />
      </Group>
      <Checkbox
        label={MUST_CHANGE_TEXT.label}
        description={MUST_CHANGE_TEXT.hint}
        checked={form.draft.must_change_password}
        onChange={(event) => form.set('must_change_password', event.currentTarget.checked)}
      />
    </Stack>
  )
}

function ContactFields({ form }: { form: UserForm }) {
  return (
    <Stack gap="sm">
      <Group grow align="flex-start" wrap="wrap">
        <TextInput label="Email" type="email" autoComplete="off" maxLength={50} miw={180} {...bind(form, 'email')} />
        <TextInput label="Telepon" inputMode="tel" maxLength={20} miw={180} {...bind(form, 'landline')} />
      </Group>
      <TextInput label="Alamat" maxLength={100} {...bind(form, 'address')} />
      <Textarea label="Deskripsi" rows={2} maxLength={100} {...bind(form, 'description')} />
    </Stack>
  )
}

/** Only for staff (SPEC §4); the IBS salesman code only while the toggle is on. */
function SalesmanFields({ form }: { form: UserForm }) {
  if (form.draft.role !== 'seller') return null
  return (
    <Stack gap="sm">
      <Switch
        label="Salesman"
        checked={form.draft.is_salesman}
        onChange={(event) => form.set('is_salesman', event.currentTarget.checked)}
        error={form.errorOf('is_salesman')}
      />
      {form.draft.is_salesman && (
        <TextInput
          label="Kode Salesman IBS"
          withAsterisk
          maxLength={5}
          autoComplete="off"
          {...bind(form, 'ibs_salesman_code', salesmanCodeInput)}
        />
      )}
    </Stack>
  )
}

export function UserFormFields({ form }: { form: UserForm }) {
  return (
    <Stack gap="md">
      <IdentityFields form={form} />
      <SalesmanFields form={form} />
      <PasswordFields form={form} />
      <ContactFields form={form} />
    </Stack>
  )
}
