// The list part of the catalogue: count, cards, skeletons, infinite scroll and its errors.
import { Alert, Box, Button, Skeleton, Stack, Text } from '@mantine/core'
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react'
import { type ReactNode, startTransition, useDeferredValue, useEffect, useState } from 'react'
import type { ProductWithStock } from '#common/catalogue.ts'
import { StockTime } from '#web/components/stock-time.tsx'
import { useDrawnByServer } from '#web/lib/browser-value.ts'
import { useInfiniteSentinel } from '#web/lib/use-infinite-sentinel.ts'
import { useCatalogueList } from '../hooks/use-catalogue-list'
import type { CatalogueState } from '../hooks/use-catalogue-state'
import { useScrollMemory } from '../hooks/use-scroll-memory'
import { countText } from '../logic/count-text'
import { FIRST_CARDS } from '../logic/first-cards'
import { OSC_FAILED_TEXT, RETRY_LABEL } from '../logic/messages'
import { EmptyResults } from './empty-results'
import { ListFooter } from './list-footer'
import { ProductGrid, ProductSkeletons } from './product-grid'

interface CatalogueResultsProps {
  state: CatalogueState
  /**
   * `first`: among the cards a phone shows before scrolling (their pictures load first);
   * `highlight`: the words of the name search to mark in the card's name.
   */
  renderCard: (product: ProductWithStock, first: boolean, highlight: readonly string[]) => ReactNode
  /** Room kept below the list for the buyer's bulk bar. */
  bottomSpace?: number
}

const NO_PRODUCTS: ProductWithStock[] = []

export function CatalogueResults({ state, renderCard, bottomSpace = 0 }: CatalogueResultsProps) {
  const list = useCatalogueList(state.request)
  // The cards render in the background, a few at a time between other work: a page of 35 cards
  // rendered at once held a phone's main thread for most of a second, typing included. Until
  // they are ready the placeholders stay. A page the server drew has its first cards in it, and
  // the browser takes them over as they are.
  const drawnByServer = useDrawnByServer()
  const [tookOver] = useState(drawnByServer)
  const products = useDeferredValue(list.products, tookOver ? list.products : NO_PRODUCTS)
  // deferred with the cards, so the cards still shown from the last search keep that search's marks
  const highlight = useDeferredValue(list.highlight)
  const cardsPending = products !== list.products
  const showingSkeletons = list.isLoadingFirstPage || (cardsPending && products.length === 0)
  const shown = useCardsShown(products.length)
  // The next page is asked for only once every card of the pages in has rendered: a sentinel seen
  // above cards still rendering in the background would ask page after page, each arrival starting
  // that render over. Each rendered page makes the sentinel look again.
  const allCardsRendered = !cardsPending && shown >= products.length
  const sentinelRef = useInfiniteSentinel(list.loadMore, list.canAutoLoad && allCardsRendered, products.length)
  useScrollMemory(state.initialScrollY, products.length > 0, list.key)

  // Too short a search fetches nothing; the toolbar shows why.
  if (!state.request.enabled) return null
  if (list.firstPageError) {
    return (
      <Stack align="center" gap="sm" py="xl">
        <Text c="red.8" role="alert">
          {list.firstPageError}
        </Text>
        <Button variant="light" leftSection={<IconRefresh size={16} aria-hidden />} onClick={list.retryFirstPage}>
          {RETRY_LABEL}
        </Button>
      </Stack>
    )
  }
  return (
    <Stack gap="sm" pb={bottomSpace}>
      {list.oscError && (
        <Alert color="orange" variant="light" p="xs" icon={<IconAlertTriangle size={18} aria-hidden />}>
          <Text size="sm" span fw={700}>
            {OSC_FAILED_TEXT}
          </Text>
          <Text size="sm" span>
            {' '}
            — stok dan harga dari data lokal.
          </Text>
        </Alert>
      )}
      <Box role="status" aria-live="polite" mih={22}>
        {showingSkeletons ? (
          <Skeleton height={16} width={220} />
        ) : (
          <Text size="sm" c="dimmed">
            {countText(list.products.length, list.total, list.totalCapped)}
          </Text>
        )}
      </Box>
      {list.stockTime && !list.oscError && <StockTime at={list.stockTime.at} staleHours={list.stockTime.staleHours} />}
      {!showingSkeletons && products.length === 0 && !list.hasMore ? (
        <EmptyResults
          q={state.request.params.q}
          nameAlso={Boolean(state.request.params.name_also)}
          onSearchNames={() => state.update({ nameAlso: true })}
        />
      ) : (
        <ProductGrid>
          {products.slice(0, shown).map((product, index) => renderCard(product, index < FIRST_CARDS, highlight))}
          {showingSkeletons && <ProductSkeletons count={10} />}
        </ProductGrid>
      )}
      {!showingSkeletons && <ListFooter sentinelRef={sentinelRef} loading={list.isLoadingMore} retry={list.retry} />}
    </Stack>
  )
}

/** The first screenful of cards, then all of them in a second background render. */
function useCardsShown(count: number): number {
  const [shown, setShown] = useState(FIRST_CARDS)
  useEffect(() => {
    if (shown < count) startTransition(() => setShown(Number.POSITIVE_INFINITY))
  }, [shown, count])
  return shown
}
