// 'Tidak ada produk yang cocok.', or, when the search looked at part numbers only and names
// would have matched, that sentence's better answer: say so, with one tap to search names too.
import { Button, Stack, Text } from '@mantine/core'
import { IconSearch } from '@tabler/icons-react'
import { useNameMatches } from '../api/count-name-matches'
import { EMPTY_LIST_TEXT, NAME_SEARCH_LABEL, nameMatchesText } from '../logic/messages'

export function EmptyResults(props: { q: string | undefined; nameAlso: boolean; onSearchNames: () => void }) {
  const matches = useNameMatches(props.q, !props.nameAlso)
  const total = matches.data?.total ?? 0
  if (props.nameAlso || total === 0) {
    return (
      <Text ta="center" py="xl" c="dimmed">
        {EMPTY_LIST_TEXT}
      </Text>
    )
  }
  return (
    <Stack align="center" gap="sm" py="xl">
      <Text ta="center">{nameMatchesText(props.q ?? '', total, matches.data?.total_capped ?? false)}</Text>
      <Button leftSection={<IconSearch size={16} aria-hidden />} onClick={props.onSearchNames}>
        {NAME_SEARCH_LABEL}
      </Button>
    </Stack>
  )
}
