// Daftar User (product.md §2.13): the form on the left; the store picker and the photo on the right,
// one column on a phone. Kembali goes to the hub; Simpan waits until every rule passes and the
// username is known to be free.
import { Grid, Stack } from '@mantine/core'
import { PhotoField } from '#web/features/management/components/photo-field.tsx'
import { RegisterForm } from '#web/features/management/components/register-form.tsx'
import { StorePicker } from '#web/features/management/components/store-picker.tsx'
import { UserFormFields } from '#web/features/management/components/user-form-fields.tsx'
import { useUserForm } from '#web/features/management/hooks/use-user-form.ts'
import { TITLES } from '#web/features/management/logic/messages.ts'

/** Registers a buyer or staff account (product.md §2.13). */
export function RegisterUserPage() {
  const form = useUserForm()

  return (
    <RegisterForm title={TITLES.registerUser} form={form}>
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7, lg: 8 }}>
          <UserFormFields form={form} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5, lg: 4 }}>
          <Stack gap="md">
            {form.draft.role === 'user' && <StorePicker form={form} />}
            <PhotoField form={form} />
          </Stack>
        </Grid.Col>
      </Grid>
    </RegisterForm>
  )
}
