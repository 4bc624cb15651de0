// Daftar Toko (product.md §2.13, §5.5): IBS code with its live check, name, description,
// and the optional address, price group and NPWP (§10.10).
import { Card, Stack, Textarea, TextInput } from '@mantine/core'
import type { ChangeEvent } from 'react'
import { DESCRIPTION_MAX } from '#common/account-rules.ts'
import { StorePricingFields } from '#web/components/store-pricing-fields.tsx'
import { AvailabilityHint } from '#web/features/management/components/availability-hint.tsx'
import { RegisterForm } from '#web/features/management/components/register-form.tsx'
import { type StoreForm, useStoreForm } from '#web/features/management/hooks/use-store-form.ts'
import { AVAILABILITY_TEXT, TITLES } from '#web/features/management/logic/messages.ts'
import { type StoreField, storeCodeInput, storeNameInput } from '#web/features/management/logic/store-form.ts'

function bind(form: StoreForm, field: StoreField, shape: (typed: string) => string = (typed) => typed) {
  return {
    value: form.draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(field, shape(event.currentTarget.value)),
    onBlur: () => form.touch(field),
    error: form.errorOf(field),
  }
}

/** Registers a store in the staff member's branch (product.md §2.13). */
export function RegisterStorePage() {
  const form = useStoreForm()

  return (
    <RegisterForm title={TITLES.registerStore} form={form} maw={640}>
      <Card withBorder padding="lg" maw={640}>
        <Stack gap="sm">
          <TextInput
            label="Kode IBS"
            withAsterisk
            autoComplete="off"
            maxLength={20}
            {...bind(form, 'ibs_cust_code', storeCodeInput)}
            description={<AvailabilityHint state={form.code} freeText={AVAILABILITY_TEXT.storeCodeFree} />}
          />
          <TextInput label="Nama Toko" withAsterisk autoComplete="off" maxLength={100} {...bind(form, 'name', storeNameInput)} />
          <Textarea
            label="Deskripsi"
            description={`Opsional, maks ${DESCRIPTION_MAX} karakter (${form.draft.description.length}/${DESCRIPTION_MAX})`}
            rows={2}
            maxLength={DESCRIPTION_MAX}
            {...bind(form, 'description')}
          />
          <StorePricingFields form={form} />
        </Stack>
      </Card>
    </RegisterForm>
  )
}
