// The bar above head office's lists: a search box, the branch filter (Staff, Toko) and the list's
// own filters, then its button that adds one (when the list adds any); wraps to several lines on a
// phone.
import { Button, Group } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import type { ReactNode } from 'react'
import { SearchInput } from '#web/components/search-input.tsx'
import { COMMON_TEXT } from '../logic/messages'
import { BranchSelect } from './branch-select'

interface ListToolbarProps {
  /** the list's words: the search box's label and placeholder, the add button's */
  text: { search: string; searchPlaceholder: string; add?: string }
  value: string
  onChange: (value: string) => void
  /** none: the list adds nothing (Toko: stores are registered by their branch or the onboarding) */
  onAdd?: () => void
  /** the branch filter of a list that spans branches: its label, and the branch chosen (0: every branch) */
  branch?: { label: string; value: number; onChange: (branchId: number) => void }
  /** filters beside the search */
  children?: ReactNode
}

export function ListToolbar({ text, value, onChange, onAdd, branch, children }: ListToolbarProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" mb="xs">
      <SearchInput
        label={text.search}
        placeholder={text.searchPlaceholder}
        value={value}
        onChange={onChange}
        maxLength={60}
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
      {branch && (
        <BranchSelect
          label={branch.label}
          allLabel={COMMON_TEXT.allBranches}
          value={branch.value}
          onChange={branch.onChange}
          w={{ base: '100%', xs: 240 }}
        />
      )}
      {children}
      {onAdd && (
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
          {text.add}
        </Button>
      )}
    </Group>
  )
}
