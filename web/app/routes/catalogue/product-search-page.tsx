// /user/produk and /seller/produk: where a search starts (product.md §2.5). The catalogue does the
// searching; this page fills its prefill keys (product.md §2.6) and opens it.
import { Button, Divider, Group, Paper, Stack, Text } from '@mantine/core'
import { IconArrowRight, IconSearch } from '@tabler/icons-react'
import { type FormEvent, useState } from 'react'
import { useNavigate } from 'react-router'
import { PageHeader } from '#web/components/page-header.tsx'
import { FrequentPanel } from '#web/features/cart/components/frequent-panel.tsx'
import { QuickSearchChips } from '#web/features/catalogue/components/quick-search-chips.tsx'
import { NameAlsoToggle, SearchField } from '#web/features/catalogue/components/search-field.tsx'
import { SearchPatternList } from '#web/features/catalogue/components/search-help.tsx'
import { useCatalogueArea } from '#web/features/catalogue/hooks/use-catalogue-area.ts'
import { withStart } from '#web/features/catalogue/logic/criteria-address.ts'
import { SEARCH_TOO_SHORT_HINT, SEE_ALL_LABEL } from '#web/features/catalogue/logic/messages.ts'
import { prefillSearch, readPrefill } from '#web/features/catalogue/logic/prefill-store.ts'
import { searchStateOf } from '#web/features/catalogue/logic/products-query.ts'
import { useBrowserValue } from '#web/lib/browser-value.ts'
import { paths } from '#web/lib/paths.ts'
import { ScanButton } from '#web/lib/scanner/scan-button.tsx'

export function ProductSearchPage() {
  const { area, readOnly } = useCatalogueArea()
  const navigate = useNavigate()
  const [search, setSearch] = useState('')
  // the tab's last choice, once the server's page (which cannot know it) has been taken over
  const storedNameAlso = useBrowserValue(() => readPrefill().criteria.nameAlso, false)
  const [chosenNameAlso, setNameAlso] = useState<boolean | null>(null)
  const nameAlso = chosenNameAlso ?? storedNameAlso
  const tooShort = searchStateOf(search) === 'too-short'

  function open(text: string, withNames: boolean) {
    prefillSearch(text, withNames)
    // the list's address names what it shows, so a reload or the server draws the same list
    navigate(`${paths.catalogue(area)}?${withStart(new URLSearchParams(), readPrefill())}`)
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
