// The bar above the list: the search box (it wraps onto its own line on a phone) and 'Tambah
// Sinonim'.
import { Button, Group } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { LIST_SEARCH_MIN } from '#common/search.ts'
import { SearchInput } from '#web/components/search-input.tsx'
import { SEARCH_MAX } from '../logic/list-address'
import { SYNONYM_UI } from '../logic/messages'

interface SynonymToolbarProps {
  value: string
  onChange: (value: string) => void
  onAdd: () => void
}

export function SynonymToolbar({ value, onChange, onAdd }: SynonymToolbarProps) {
  return (
    <Group gap="xs" align="flex-end" wrap="wrap" mb="xs">
      <SearchInput
        label={SYNONYM_UI.search}
        placeholder={SYNONYM_UI.searchPlaceholder}
        value={value}
        onChange={onChange}
        maxLength={SEARCH_MAX}
        minChars={LIST_SEARCH_MIN}
        style={{ flex: '1 1 220px', minWidth: 0 }}
      />
      <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onAdd}>
        {SYNONYM_UI.add}
      </Button>
    </Group>
  )
}
