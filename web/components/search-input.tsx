// The one search box of the lists (orders, List User, List Toko, head office's lists): a search
// field with its magnifier and a button that empties it. Where a text too short does not search
// yet (`minChars`), the hint under the box says so.
import { CloseButton, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { CSSProperties } from 'react'

/** What a list says of its search: its name, its example and the text with its setter. */
export interface SearchText {
  label: string
  placeholder: string
  value: string
  onChange: (text: string) => void
}

interface SearchInputProps extends SearchText {
  maxLength: number
  /** the fewest characters that search; fewer (but some) show the hint */
  minChars?: number
  style?: CSSProperties
}

export const tooShortHint = (minChars: number) => `Ketik minimal ${minChars} karakter untuk mencari.`

function tooShort(value: string, minChars: number | undefined): boolean {
  const length = value.trim().length
  return minChars !== undefined && length > 0 && length < minChars
}

export function SearchInput({ label, placeholder, value, onChange, maxLength, minChars, style }: SearchInputProps) {
  return (
    <TextInput
      style={style}
      type="search"
      aria-label={label}
      placeholder={placeholder}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={maxLength}
      autoComplete="off"
      enterKeyHint="search"
      leftSection={<IconSearch size={16} aria-hidden />}
      // 28 px: a phone's finger needs at least 24 × 24 (WCAG 2.5.8); the kit's 'sm' is 22
      rightSection={value ? <CloseButton size="md" aria-label="Hapus pencarian" onClick={() => onChange('')} /> : null}
      description={minChars !== undefined && tooShort(value, minChars) ? tooShortHint(minChars) : undefined}
    />
  )
}
