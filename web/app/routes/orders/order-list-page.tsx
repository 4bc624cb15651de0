// Order lists (product.md §2.10) for both roles: {base}/pesanan/all (Semua) and {base}/pesanan/{bucket}.
//
// 'Pilih status untuk menampilkan data': every route here names a tab, and Semua shows every
// status (for buyers too: /user/pesanan/all is their "all orders" page, product.md §2.1). The text is
// shown when no status is chosen at all, i.e. the Semua tab's Status filter has every box
// unticked: then nothing is asked of the server and the visitor is told to pick a status. Staff
// get the same hint there, since 'Tidak ada data' would wrongly say no order exists.
import { Button, Group, Stack } from '@mantine/core'
import { IconPlus } from '@tabler/icons-react'
import { useState } from 'react'
import { Link } from 'react-router'
import { type OrderBucket, STATUS_INFO, statusOfBucket } from '#common/order-status.ts'
import { ListFooter } from '#web/components/list-states.tsx'
import { PageHeader } from '#web/components/page-header.tsx'
import { type FilterBinding, FilterPanel } from '#web/features/orders/components/column-filters.tsx'
import { ChipBar, FilterToggle, SearchBox } from '#web/features/orders/components/list-toolbar.tsx'
import { OrderCards } from '#web/features/orders/components/order-cards.tsx'
import { OrderTable } from '#web/features/orders/components/order-table.tsx'
import { OrderTabs } from '#web/features/orders/components/order-tabs.tsx'
import { RowMenu } from '#web/features/orders/components/row-menu.tsx'
import { useListUrl } from '#web/features/orders/hooks/use-list-url.ts'
import { useOpenOrder } from '#web/features/orders/hooks/use-open-order.ts'
import { useOrderRows } from '#web/features/orders/hooks/use-order-rows.ts'
import { chipsOf, clearChip } from '#web/features/orders/logic/filter-chips.ts'
import { activeColumnFilterCount, fulfilmentFilterOn } from '#web/features/orders/logic/list-filters.ts'
import { loadErrorText, NEW_ORDER_LABEL } from '#web/features/orders/logic/list-messages.ts'
import { nextSort } from '#web/features/orders/logic/list-sort.ts'
import { useInfiniteSentinel } from '#web/lib/use-infinite-sentinel.ts'
import { useMedia } from '#web/lib/use-media.ts'
import { useScreenArea } from '#web/lib/use-screen-area.ts'
import { orderPaths } from './paths'

/** Mantine's `sm` breakpoint: below it a card list (product.md §2.10). */
export const WIDE_QUERY = '(min-width: 48em)'

function orderListTitle(status?: OrderBucket): string {
  return status ? `Pesanan ${STATUS_INFO[statusOfBucket(status)].label}` : 'Semua Pesanan'
}

/** `status` absent: the Semua tab. */
export function OrderListPage({ status }: { status?: OrderBucket }) {
  const area = useScreenArea()
  const staff = area === 'seller'
  const wide = useMedia(WIDE_QUERY)
  const url = useListUrl()
  const list = useOrderRows(url.filters, status, url.sort)
  const opener = useOpenOrder(area)
  const filterCount = activeColumnFilterCount(url.filters, status)
  const [filterOpen, setFilterOpen] = useState(() => filterCount > 0)
  // 'Reset semua' remounts the inputs, so text still waiting for its 400 ms is dropped too
  const [resetKey, setResetKey] = useState(0)
  const sentinelRef = useInfiniteSentinel(
    list.loadMore,
    list.hasMore && !list.loading && !list.fetchingMore && !list.moreError,
    list.pageCount,
  )

  const binding: FilterBinding = {
    filters: url.filters,
    setFilters: url.setFilters,
    withStatus: !status,
    withFulfilment: fulfilmentFilterOn(status),
  }
  const chips = chipsOf(url.filters, status)
  function resetAll() {
    url.resetAll()
    setResetKey((key) => key + 1)
  }

  return (
    <Stack gap="sm">
      <Group justify="space-between" align="flex-start" gap="xs">
        <PageHeader title={orderListTitle(status)} />
        {!staff && (
          <Button component={Link} to={orderPaths.newOrder} leftSection={<IconPlus size={18} aria-hidden />}>
            {NEW_ORDER_LABEL}
          </Button>
        )}
      </Group>
      <OrderTabs area={area} status={status} queryFor={url.carriedQuery} />
      <Group gap="xs" align="flex-start" wrap="nowrap">
        <SearchBox key={resetKey} value={url.filters.q} onCommit={(q) => url.setFilters({ q })} />
        <FilterToggle open={filterOpen} count={filterCount} onToggle={() => setFilterOpen((o) => !o)} />
      </Group>
      <ChipBar
        chips={chips}
        onRemove={(key) => url.setFilters(clearChip(key))}
        open={filterOpen}
        onClose={() => setFilterOpen(false)}
        canReset={url.hasAny}
        onReset={resetAll}
      />
      {!wide && filterOpen && <FilterPanel key={resetKey} binding={binding} />}
      {wide ? (
        <OrderTable
          key={resetKey}
          list={list}
          opener={opener}
          sort={url.sort}
          onSort={(key) => url.setSort(nextSort(url.sort, key))}
          filterOpen={filterOpen}
          binding={binding}
          dense={staff}
        />
      ) : (
        <OrderCards list={list} opener={opener} />
      )}
      {!list.loading && !list.error && !list.noStatus && (
        <ListFooter
          sentinelRef={sentinelRef}
          loading={list.fetchingMore}
          loadingLabel="Memuat pesanan berikutnya"
          errorText={list.moreError ? loadErrorText(list.moreError) : null}
          onRetry={list.retry}
        />
      )}
      <RowMenu opener={opener} />
    </Stack>
  )
}
