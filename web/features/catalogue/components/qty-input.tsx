import { TextInput, type TextInputProps } from '@mantine/core'
import { sanitiseQtyInput } from '#common/cart-rules.ts'

interface QtyInputProps extends Omit<TextInputProps, 'value' | 'onChange'> {
  value: number
  onChange: (qty: number) => void
  /** Smallest value the field settles on; the catalogue allows 0, the detail page 1. */
  min?: number
}

/** Digits only, at most 3 of them (product.md §5.3): 0..999, typed with the phone's number pad. */
export function QtyInput({ value, onChange, min = 0, ...rest }: QtyInputProps) {
  return (
    <TextInput
      {...rest}
      inputMode="numeric"
      pattern="[0-9]*"
      maxLength={3}
      autoComplete="off"
      value={value === 0 && min === 0 ? '' : String(value)}
      placeholder="0"
      onChange={(event) => onChange(sanitiseQtyInput(event.currentTarget.value))}
      onBlur={() => value < min && onChange(min)}
      styles={{ input: { textAlign: 'center', fontVariantNumeric: 'tabular-nums' } }}
    />
  )
}
