// Search row, short-search hint and the collapsible 'Filter & Sort' panel (product.md §2.6).
import { Button, Collapse, Group, Loader, Stack, Text } from '@mantine/core'
import { IconAdjustmentsHorizontal, IconChevronDown, IconChevronUp } from '@tabler/icons-react'
import { Suspense } from 'react'
import { useSearchParams } from 'react-router'
import { useOnceOpened, usePreloadWhenSettled } from '#web/components/lazy-dialog.tsx'
import { lazyComponent } from '#web/lib/preloadable.ts'
import { ScanButton } from '#web/lib/scanner/scan-button.tsx'
import type { CatalogueState } from '../hooks/use-catalogue-state'
import { SEARCH_TOO_SHORT_HINT } from '../logic/messages'
import { searchStateOf } from '../logic/products-query'
import { filterPanelModule } from './filter-panel-loader'
import { NameAlsoToggle, SearchField } from './search-field'

const FILTER_PANEL_ID = 'catalogue-filter-panel'
const FilterPanel = lazyComponent(filterPanelModule, 'FilterPanel')

export function CatalogueToolbar({ state, readOnly }: { state: CatalogueState; readOnly: boolean }) {
  const { criteria, update } = state
  const tooShort = searchStateOf(criteria.search) === 'too-short'
  const Chevron = state.filterOpen ? IconChevronUp : IconChevronDown
  const debug = useSearchParams()[0].get('debug') === '1'
  const panelMounted = useOnceOpened(state.filterOpen)
  usePreloadWhenSettled(filterPanelModule)
  return (
    <Stack gap="xs" mb="sm">
      <Group gap="xs" wrap="nowrap" align="flex-start">
        <SearchField value={criteria.search} onChange={(search) => update({ search })} />
        <ScanButton onPart={(search) => update({ search })} />
      </Group>
      <Group gap="xs" justify="space-between">
        <NameAlsoToggle checked={criteria.nameAlso} onChange={(nameAlso) => update({ nameAlso })} />
        <Button
          variant={state.filterOpen ? 'light' : 'default'}
          size="xs"
          leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
          rightSection={<Chevron size={14} aria-hidden />}
          onClick={state.toggleFilter}
          aria-expanded={state.filterOpen}
          aria-controls={FILTER_PANEL_ID}
        >
          Filter &amp; Sort
        </Button>
      </Group>
      {tooShort && (
        <Text size="sm" c="dimmed" role="status">
          {SEARCH_TOO_SHORT_HINT}
        </Text>
      )}
      <Collapse expanded={state.filterOpen} id={FILTER_PANEL_ID}>
        {panelMounted && (
          <Suspense fallback={<Loader size="sm" m="sm" aria-label="Memuat…" />}>
            <FilterPanel
              criteria={criteria}
              readOnly={readOnly}
              showMode={readOnly || debug}
              onApply={update}
              onOnlyAvailableChange={(onlyAvailable) => update({ onlyAvailable })}
              onSourceChange={state.setSource}
            />
          </Suspense>
        )}
      </Collapse>
    </Stack>
  )
}
