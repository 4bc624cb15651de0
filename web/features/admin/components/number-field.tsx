// A number typed in head office's settings forms (PPN, a branch's prices): required, the phone's
// number keyboard (with a decimal key where a fraction may be typed), no browser suggestions, and
// bound to its form field like every text input (#web/lib/bind-text.ts).
import { TextInput } from '@mantine/core'
import { bindText, type TextForm, type TextKeys } from '#web/lib/bind-text.ts'

interface NumberFieldProps<D, F, K extends TextKeys<D> & F> {
  form: TextForm<D, F>
  field: K
  label: string
  description?: string
  /** a fraction may be typed ('12,5') */
  decimal?: boolean
  maxLength: number
  /** the field the modal focuses when it opens */
  first?: boolean
}

export function NumberField<D, F, K extends TextKeys<D> & F>(props: NumberFieldProps<D, F, K>) {
  return (
    <TextInput
      label={props.label}
      description={props.description}
      withAsterisk
      inputMode={props.decimal ? 'decimal' : 'numeric'}
      autoComplete="off"
      maxLength={props.maxLength}
      data-autofocus={props.first || undefined}
      {...bindText(props.form, props.field)}
    />
  )
}
