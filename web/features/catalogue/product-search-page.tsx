// /user/produk and /seller/produk: where a search starts (product.md §2.5). The catalogue does the
// searching; this page fills its prefill keys (product.md §3) and opens it.
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core'
import { IconArrowRight, IconSearch } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { PageHeader } from '#web/components/page-header.tsx'
import { FrequentPanel } from '#web/lib/cart/frequent-panel.tsx'
import { paths } from '#web/lib/paths.ts'
import { ScanButton } from '#web/lib/scanner/scan-button.tsx'
import { QuickSearchChips } from './components/quick-search-chips'
import { NameAlsoToggle, SearchField } from './components/search-field'
import { SearchPatternList } from './components/search-help'
import { useCatalogueArea } from './hooks/use-catalogue-area'
import { SEARCH_TOO_SHORT_HINT, SEE_ALL_LABEL } from './logic/messages'
import { prefillSearch, readPrefill } from './logic/prefill-store'
import { searchStateOf } from './logic/products-query'

export function ProductSearchPage() {
  const { area, readOnly } = useCatalogueArea()
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  const [nameAlso, setNameAlso] = useState(() => readPrefill().criteria.nameAlso)
  const tooShort = searchStateOf(search) === 'too-short'

  function open(text: string, withNames: boolean) {
    prefillSearch(text, withNames)
    navigate(paths.catalogue(area))
  }
  function submit(event: FormEvent) {
    event.preventDefault()
    if (!tooShort) open(search, nameAlso)
  }

  return (
    <Stack gap="md" maw={640} mx="auto">
      <PageHeader title="Cari Produk" />
      <Paper withBorder radius="md" p={{ base: 'sm', sm: 'md' }} component="form" onSubmit={submit}>
        <Stack gap="sm">
          <Group gap="xs" wrap="nowrap" align="flex-start">
            <SearchField value={search} onChange={setSearch} autoFocus />
            <ScanButton onPart={(partNo) => open(partNo, false)} />
            <Button type="submit" disabled={tooShort} leftSection={<IconSearch size={16} aria-hidden />}>
              Cari
            </Button>
          </Group>
          <Group gap="xs">
            <NameAlsoToggle checked={nameAlso} onChange={setNameAlso} />
            <Text size="sm" c="dimmed">
              Cari juga di nama produk
            </Text>
          </Group>
          {tooShort && (
            <Text size="sm" c="dimmed" role="status">
              {SEARCH_TOO_SHORT_HINT}
            </Text>
          )}
          <div>
            <Text size="sm" fw={600} mb={4}>
              Pola pencarian No. Part
            </Text>
            <SearchPatternList />
          </div>
        </Stack>
      </Paper>
      <QuickSearchChips onPick={(quick) => open(quick.search, quick.nameAlso)} />
      {/* staff have no cart: their calls to it would be refused */}
      {readOnly ? null : <FrequentPanel />}
      <Divider />
      <Button
        size="md"
        variant="filled"
        rightSection={<IconArrowRight size={18} aria-hidden />}
        onClick={() => open('', nameAlso)}
      >
        {SEE_ALL_LABEL}
      </Button>
    </Stack>
  )
}
