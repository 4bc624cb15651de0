import { CloseButton, Group, TextInput } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { searchApplies } from '../logic/list-query'
import { SEARCH_TOO_SHORT_HINT } from '../logic/messages'

interface SearchBoxProps {
  label: string
  placeholder: string
  value: string
  onChange: (text: string) => void
  /** Beside the box, sticky with it (the phone's settings button). */
  children?: ReactNode
}

/**
 * A list's search, sticky under the app header so it stays at hand while scrolling (SPEC §2.13).
 * One character does not search yet (SPEC §5); the hint says so.
 */
export function SearchBox({ label, placeholder, value, onChange, children }: SearchBoxProps) {
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
      <TextInput
        style={{ flex: 1, minWidth: 0 }}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        leftSection={<IconSearch size={16} aria-hidden />}
        rightSection={value ? <CloseButton size="sm" aria-label="Hapus pencarian" onClick={() => onChange('')} /> : null}
        description={searchApplies(value) ? undefined : SEARCH_TOO_SHORT_HINT}
      />
      {children}
    </Group>
  )
}
