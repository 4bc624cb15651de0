// The bar above head office's lists: a search box and the list's own filters, then its main
// button; wraps to several lines on a phone.
import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { SearchInput, type SearchText } from '#web/components/search-input.tsx'

interface ListToolbarProps extends SearchText {
  /** filters beside the search */
  children?: ReactNode
  /** the list's main button, at the end */
  action?: ReactNode
}

export function ListToolbar({ children, action, ...search }: ListToolbarProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" mb="xs">
      <SearchInput {...search} maxLength={60} style={{ flex: '1 1 220px', minWidth: 0 }} />
      {children}
      {action}
    </Group>
  )
}
