// The frame of both Daftar forms (User, Toko): the page title, the fields, and Kembali to the hub
// beside Simpan, which waits until the form may be sent (Enter sends it too). Leaving with
// something typed and not saved asks first: Kembali, a menu link, the back button, closing the tab.
import { Button, Group } from '@mantine/core'
import { IconArrowLeft, IconDeviceFloppy } from '@tabler/icons-react'
import type { FormEvent, ReactNode } from 'react'
import { Link } from 'react-router'
import { PageHeader } from '#web/components/page-header.tsx'
import { paths } from '#web/lib/paths.ts'
import { LEAVE_UNSAVED } from '#web/lib/unsaved-close.ts'
import { useLeaveGuard } from '#web/lib/use-leave-guard.ts'
import { BACK_LABEL, SAVE_LABEL } from '../logic/messages'

interface RegisterFormProps {
  title: string
  form: { canSubmit: boolean; submitting: boolean; submit(): void; unsaved: boolean }
  /** the actions line up with a narrow form */
  maw?: number
  children: ReactNode
}

export function RegisterForm({ title, form, maw, children }: RegisterFormProps) {
  useLeaveGuard(form.unsaved, LEAVE_UNSAVED)
  const onSubmit = (event: FormEvent) => {
    event.preventDefault()
    if (form.canSubmit) form.submit()
  }
  return (
    <form onSubmit={onSubmit} noValidate aria-label={title}>
      <PageHeader title={title} />
      {children}
      <Group justify="space-between" mt="xl" maw={maw}>
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
