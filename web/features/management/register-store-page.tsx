// Daftar Toko (SPEC §2.13, §5 'Create store'): IBS code with its live check, name, description.
import { Button, Card, Group, Stack, Textarea, TextInput } from '@mantine/core'
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react'
import type { ChangeEvent, FormEvent } from 'react'
import { Link } from 'react-router'
import { DESCRIPTION_MAX } from '../../../common/account-rules'
import { PageHeader } from '../../components/page-header'
import { paths } from '../../lib/paths'
import { AvailabilityHint } from './components/availability-hint'
import { type StoreForm, useStoreForm } from './hooks/use-store-form'
import { AVAILABILITY_TEXT, BACK_LABEL, SAVE_LABEL, TITLES } from './logic/messages'
import { type StoreField, storeCodeInput, storeNameInput } from './logic/store-form'

function bind(form: StoreForm, field: StoreField, shape: (typed: string) => string = (typed) => typed) {
  return {
    value: form.draft[field],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => form.set(field, shape(event.currentTarget.value)),
    onBlur: () => form.touch(field),
    error: form.errorOf(field),
  }
}

/** Registers a store in the staff member's branch (SPEC §2.13). */
export function RegisterStorePage() {
  const form = useStoreForm()
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (form.canSubmit) form.submit()
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={TITLES.registerStore}>
      <PageHeader title={TITLES.registerStore} />
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
        </Stack>
      </Card>
      <Group justify="space-between" mt="xl" maw={640}>
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
