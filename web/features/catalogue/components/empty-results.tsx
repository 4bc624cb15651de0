// 'Tidak ada produk yang cocok.', or, when the search looked at part numbers only and names
// would have matched, that sentence's better answer: say so, with one tap to search names too.
// A buyer who still finds nothing may ask his branch ('Tidak ketemu? Tanya cabang', product.md
// §14.4), what he searched for carried into the request.
import { Button, Stack, Text } from '@mantine/core'
import { IconMessageQuestion, IconSearch } from '@tabler/icons-react'
import { Link } from 'react-router'
import { PART_REQUEST_TEXT } from '#common/part-request-rules.ts'
import { paths, withQuery } from '#web/lib/paths.ts'
import { useScreenArea } from '#web/lib/use-screen-area.ts'
import { useNameMatches } from '../api/count-name-matches'
import { EMPTY_LIST_TEXT, NAME_SEARCH_LABEL, nameMatchesText } from '../logic/messages'

export function EmptyResults(props: { q: string | undefined; nameAlso: boolean; onSearchNames: () => void }) {
  const matches = useNameMatches(props.q, !props.nameAlso)
  const total = matches.data?.total ?? 0
  const area = useScreenArea()
  if (props.nameAlso || total === 0) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text ta="center" c="dimmed">
          {EMPTY_LIST_TEXT}
        </Text>
        {area === 'user' ? <AskBranch q={props.q} /> : null}
      </Stack>
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

function AskBranch({ q }: { q: string | undefined }) {
  const query = q?.trim() ? new URLSearchParams({ q: q.trim() }).toString() : ''
  return (
    <Button
      component={Link}
      to={withQuery(paths.askBranch, query)}
      variant="light"
      leftSection={<IconMessageQuestion size={16} aria-hidden />}
    >
      {PART_REQUEST_TEXT.ask}
    </Button>
  )
}
