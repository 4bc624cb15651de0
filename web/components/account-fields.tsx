// The person's inputs of the forms that register an account (management's Daftar User, head
// office's Tambah Staff), bound to the form's draft and its rules' sentences. Each form places
// them among its own (role and store, or branch) and lays pairs out its way (FieldPair).
import { Checkbox, PasswordInput, Switch, Textarea, TextInput } from '@mantine/core'
import type { ReactNode } from 'react'
import { normaliseMobile } from '#common/account-rules.ts'
import { type AccountDraft, upperInput } from '../lib/account-draft'
import { bindText, type TextForm, type TextKeys } from '../lib/bind-text'
import { FieldPair, type PairLayout, pairFieldWidth } from './field-pair'

/** What the inputs need of the form: its draft, its setters, its touches and sentences. */
export interface AccountForm extends TextForm<AccountDraft, Exclude<keyof AccountDraft, 'must_change_password'>> {
  set(key: TextKeys<AccountDraft>, value: string): void
  set(key: 'is_salesman' | 'must_change_password', value: boolean): void
}

export const mobilePreviewText = (mobile: string) => `Disimpan sebagai ${mobile}`

interface UsernameFieldProps {
  form: AccountForm
  /** under the input (whether the name is free) */
  description?: ReactNode
  /** the first input of a modal takes the focus when it opens */
  autoFocus?: boolean
}

export function UsernameField({ form, description, autoFocus }: UsernameFieldProps) {
  return (
    <TextInput
      label="Username"
      withAsterisk
      autoComplete="off"
      maxLength={20}
      data-autofocus={autoFocus || undefined}
      {...bindText(form, 'username', upperInput)}
      description={description}
    />
  )
}

export function NameFields({ form, layout }: { form: AccountForm; layout: PairLayout }) {
  const miw = pairFieldWidth(layout)
  return (
    <FieldPair layout={layout}>
      <TextInput label="Nama Depan" withAsterisk maxLength={15} miw={miw} {...bindText(form, 'first_name')} />
      <TextInput label="Nama Belakang" withAsterisk maxLength={15} miw={miw} {...bindText(form, 'last_name')} />
    </FieldPair>
  )
}

/** Optional; under it, the number as it will be stored. */
export function MobileField({ form }: { form: AccountForm }) {
  const mobile = normaliseMobile(form.draft.mobile)
  return (
    <TextInput
      label="No. HP"
      inputMode="tel"
      autoComplete="off"
      maxLength={30}
      {...bindText(form, 'mobile')}
      description={mobile ? mobilePreviewText(mobile) : undefined}
    />
  )
}

interface PasswordFieldsProps {
  form: AccountForm
  layout: PairLayout
  /** 'Wajib ganti password saat login pertama' and the form's own hint under it */
  mustChange: { label: string; hint: string }
}

export function PasswordFields({ form, layout, mustChange }: PasswordFieldsProps) {
  const miw = pairFieldWidth(layout)
  return (
    <>
      <FieldPair layout={layout}>
        <PasswordInput label="Password" withAsterisk autoComplete="new-password" miw={miw} {...bindText(form, 'password')} />
        <PasswordInput
          label="Konfirmasi Password"
          withAsterisk
          autoComplete="new-password"
          miw={miw}
          {...bindText(form, 'confirm_password')}
        />
      </FieldPair>
      <Checkbox
        label={mustChange.label}
        description={mustChange.hint}
        checked={form.draft.must_change_password}
        onChange={(event) => form.set('must_change_password', event.currentTarget.checked)}
      />
    </>
  )
}

/** The toggle, and the IBS salesman code only while it is on. */
export function SalesmanFields({ form }: { form: AccountForm }) {
  return (
    <>
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
          {...bindText(form, 'ibs_salesman_code', upperInput)}
        />
      )}
    </>
  )
}

export function ContactFields({ form, layout }: { form: AccountForm; layout: PairLayout }) {
  const miw = pairFieldWidth(layout)
  return (
    <>
      <FieldPair layout={layout}>
        <TextInput label="Email" type="email" autoComplete="off" maxLength={50} miw={miw} {...bindText(form, 'email')} />
        <TextInput label="Telepon" inputMode="tel" maxLength={20} miw={miw} {...bindText(form, 'landline')} />
      </FieldPair>
      <TextInput label="Alamat" maxLength={100} {...bindText(form, 'address')} />
      <Textarea label="Deskripsi" rows={2} maxLength={100} {...bindText(form, 'description')} />
    </>
  )
}
