// The form inside the desk screens' Tambah/Ubah modals (head office's lists, Sinonim): a refusal
// that names no field on top, the fields, then Batal and Simpan (pressable once the form may be saved).
import { Alert, Button, Group, type MantineSpacing, Stack } from '@mantine/core'
import type { FormEvent, ReactNode } from 'react'

const SAVE = 'Simpan'
const CANCEL = 'Batal'

interface SavingForm {
  failure: string | null
  canSave: boolean
  saving: boolean
  save: () => void
}

interface ModalFormProps {
  form: SavingForm
  /** names the form for screen readers (the modal's title) */
  label: string
  onClose: () => void
  gap: MantineSpacing
  /** space above the buttons, beyond the gap */
  actionsTop?: MantineSpacing
  children: ReactNode
}

export function ModalForm({ form, label, onClose, gap, actionsTop, children }: ModalFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (form.canSave) form.save()
  }
  return (
    <form onSubmit={submit} noValidate aria-label={label}>
      <Stack gap={gap}>
        {form.failure && (
          <Alert color="red" role="alert" py="xs">
            {form.failure}
          </Alert>
        )}
        {children}
        <Group justify="flex-end" gap="xs" mt={actionsTop}>
          <Button variant="default" onClick={onClose}>
            {CANCEL}
          </Button>
          <Button type="submit" disabled={!form.canSave} loading={form.saving}>
            {SAVE}
          </Button>
        </Group>
      </Stack>
    </form>
  )
}
