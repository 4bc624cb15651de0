import { TextInput, type TextInputProps } from '@mantine/core'
import { NOTE_MAX } from '#common/cart-rules.ts'
import { NOTE_COUNTER } from '../logic/messages'

type NoteFieldProps = Omit<TextInputProps, 'value' | 'onChange' | 'maxLength' | 'description'> & {
  value: string
  onChange(value: string): void
}

/** A note of at most 100 characters with its counter (product.md §5.3). */
export function NoteField({ value, onChange, ...rest }: NoteFieldProps) {
  return (
    <TextInput
      {...rest}
      value={value}
      maxLength={NOTE_MAX}
      onChange={(event) => onChange(event.currentTarget.value.slice(0, NOTE_MAX))}
      description={`${NOTE_COUNTER} · ${value.length}/${NOTE_MAX}`}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
    />
  )
}
