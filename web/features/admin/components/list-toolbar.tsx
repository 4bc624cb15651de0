// The bar above head office's lists: a search box and the list's own filters, then its main
// button; wraps to several lines on a phone.
import { CloseButton, Group, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { ReactNode } from 'react'

interface ListToolbarProps {
  label: string
  placeholder: string
  value: string
  onChange: (text: string) => void
  /** filters beside the search */
  children?: ReactNode
  /** the list's main button, at the end */
  action?: ReactNode
}

export function ListToolbar({ label, placeholder, value, onChange, children, action }: ListToolbarProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" mb="xs">
      <TextInput
        style={{ flex: '1 1 220px', minWidth: 0 }}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={60}
        autoComplete="off"
        enterKeyHint="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={value ? <CloseButton size="sm" aria-label="Hapus pencarian" onClick={() => onChange('')} /> : null}
      />
      {children}
      {action}
    </Group>
  )
}
