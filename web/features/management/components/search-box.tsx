import { Group } from '@mantine/core'
import type { ReactNode } from 'react'
import { LIST_SEARCH_MIN } from '#common/management.ts'
import { SearchInput, type SearchText } from '#web/components/search-input.tsx'

interface SearchBoxProps extends SearchText {
  /** Beside the box, sticky with it (the phone's settings button). */
  children?: ReactNode
}

/**
 * A list's search, sticky under the app header so it stays at hand while scrolling (product.md §2.13).
 * One character does not search yet (product.md §5.2); the hint says so.
 */
export function SearchBox({ children, ...search }: SearchBoxProps) {
  return (
    <Group
      gap="xs"
      align="flex-start"
      wrap="nowrap"
      style={{
        position: 'sticky',
        top: 'var(--app-shell-header-offset, 0px)',
        zIndex: 3,
        background: 'var(--mantine-color-body)',
        paddingBlock: 'var(--mantine-spacing-xs)',
      }}
    >
      <SearchInput {...search} maxLength={100} minChars={LIST_SEARCH_MIN} style={{ flex: 1, minWidth: 0 }} />
      {children}
    </Group>
  )
}
