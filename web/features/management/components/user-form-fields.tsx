// The left column of Daftar User (product.md §2.13): who the account is, how to reach them, the
// password, and for staff the salesman toggle. Every message comes from the form's rules.
import { Fieldset, Group, Radio, Stack } from '@mantine/core'
import { isRole } from '#common/roles.ts'
import * as Account from '#web/components/account-fields.tsx'
import type { UserForm } from '../hooks/use-user-form'
import { AVAILABILITY_TEXT, MUST_CHANGE_TEXT, ROLE_LABEL } from '../logic/messages'
import { AvailabilityHint } from './availability-hint'

function IdentityFields({ form }: { form: UserForm }) {
  return (
    <Fieldset legend="Data Akun" variant="unstyled">
      <Stack gap="sm">
        <Account.UsernameField
          form={form}
          description={<AvailabilityHint state={form.username} freeText={AVAILABILITY_TEXT.usernameFree} />}
        />
        <Account.NameFields form={form} layout="wrap" />
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
        <Account.MobileField form={form} />
      </Stack>
    </Fieldset>
  )
}

export function UserFormFields({ form }: { form: UserForm }) {
  return (
    <Stack gap="md">
      <IdentityFields form={form} />
      {/* buyers are no salesmen: the toggle is for staff only */}
      {form.draft.role === 'seller' && (
        <Stack gap="sm">
          <Account.SalesmanFields form={form} />
        </Stack>
      )}
      <Stack gap="xs">
        <Account.PasswordFields form={form} layout="wrap" mustChange={MUST_CHANGE_TEXT} />
      </Stack>
      <Stack gap="sm">
        <Account.ContactFields form={form} layout="wrap" />
      </Stack>
    </Stack>
  )
}
