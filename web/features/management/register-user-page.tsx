// Daftar User (SPEC §2.13): the form on the left; the store picker and the photo on the right,
// one column on a phone. Kembali goes to the hub; Simpan waits until every rule passes and the
// username is known to be free.
import { Button, Grid, Group, Stack } from '@mantine/core'
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react'
import type { FormEvent } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '../../components/page-header'
import { paths } from '../../lib/paths'
import { PhotoField } from './components/photo-field'
import { StorePicker } from './components/store-picker'
import { UserFormFields } from './components/user-form-fields'
import { useUserForm } from './hooks/use-user-form'
import { BACK_LABEL, SAVE_LABEL, TITLES } from './logic/messages'

/** Registers a buyer or staff account (SPEC §2.13). */
export function RegisterUserPage() {
  const form = useUserForm()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (form.canSubmit) form.submit()
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={TITLES.registerUser}>
      <PageHeader title={TITLES.registerUser} />
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
      <Group justify="space-between" mt="xl">
        <Button
          component={Link}
          to={paths.management.hub}
          variant="default"
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {BACK_LABEL}
        </Button>
        <Button
          type="submit"
          disabled={!form.canSubmit}
          loading={form.submitting}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {SAVE_LABEL}
        </Button>
      </Group>
    </form>
  )
}
