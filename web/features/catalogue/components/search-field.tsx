import { Chip, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { NAME_ALSO_LABEL, SEARCH_PLACEHOLDER } from '../logic/messages'
import { SearchHelpTooltip } from './search-help'

interface SearchFieldProps {
  value: string
  onChange: (value: string) => void
  autoFocus?: boolean
}

/** The part-number search box with its pattern help. */
export function SearchField({ value, onChange, autoFocus }: SearchFieldProps) {
  return (
    <TextInput
      type="search"
      aria-label="Cari produk"
      placeholder={SEARCH_PLACEHOLDER}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      maxLength={60}
      autoFocus={autoFocus}
      autoComplete="off"
      enterKeyHint="search"
      leftSection={<IconSearch size={18} aria-hidden />}
      rightSection={<SearchHelpTooltip />}
      rightSectionPointerEvents="all"
      style={{ flex: 1, minWidth: 0 }}
    />
  )
}

/** '+ Nama': search the names as well as the part numbers. */
export function NameAlsoToggle({ checked, onChange }: { checked: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Chip checked={checked} onChange={onChange} variant="outline" title="Cari juga di nama produk">
      {NAME_ALSO_LABEL}
    </Chip>
  )
}
