// The frame the account lists share (List User, List Toko, head office's Staff and Audit): a table
// on a wide screen, cards on a narrow one, each showing skeletons, the list's load error, its empty
// text or its rows.
import { Stack, Table } from '@mantine/core'
import type { ReactNode } from 'react'
import { useMedia } from '#web/lib/use-media.ts'
import { FITS_QUERY, WIDE_QUERY } from '../lib/media'
import { useInfiniteSentinel } from '../lib/use-infinite-sentinel'
import type { PagedRows } from '../lib/use-paged-rows'
import { EmptyMessage, ErrorMessage, ListFooter, SkeletonCards, SkeletonRows } from './list-states'

const EMPTY_TEXT = 'Tidak ada data.'
const LOAD_MORE_LABEL = 'Muat lagi'
const MORE_LOAD_FAILED = 'Gagal memuat data lanjutan'

/** The user and store lists ask for more within 200 px of the viewport (ours; the lists: product.md §2.13). */
const MANAGEMENT_LIST_MARGIN = '200px'

interface PagedListProps<T> {
  list: PagedRows<T>
  /** names the list for screen readers ('Daftar user') */
  label: string
  /** the list's own sentence when its first page failed */
  errorText: string
  renderItem: (row: T) => ReactNode
}

function FullRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <Table.Tr>
      <Table.Td colSpan={columns}>{children}</Table.Td>
    </Table.Tr>
  )
}

interface PagedTableProps<T> extends PagedListProps<T> {
  columns: number
  header: ReactNode
  minWidth: number
  /** where the header sticks: by default below the app header and a sticky search box */
  stickyHeaderOffset?: string
}

/** The sortable table: `header` is its row of header cells, `minWidth` where it starts to scroll sideways. */
export function PagedTable<T>(props: PagedTableProps<T>) {
  const { list, columns } = props
  const fits = useMedia(FITS_QUERY)
  let body: ReactNode
  if (list.loading) body = <SkeletonRows columns={columns} />
  else if (list.error)
    body = (
      <FullRow columns={columns}>
        <ErrorMessage text={props.errorText} onRetry={list.retry} />
      </FullRow>
    )
  else if (list.rows.length === 0)
    body = (
      <FullRow columns={columns}>
        <EmptyMessage text={EMPTY_TEXT} />
      </FullRow>
    )
  else body = list.rows.map(props.renderItem)
  const table = (
    <Table
      stickyHeader={fits}
      stickyHeaderOffset={props.stickyHeaderOffset ?? 'calc(var(--app-shell-header-offset, 0px) + 56px)'}
      highlightOnHover
      striped
      withTableBorder
      verticalSpacing={6}
      horizontalSpacing="xs"
      fz="sm"
      aria-label={props.label}
      aria-busy={list.loading || list.fetchingMore}
    >
      <Table.Thead>
        <Table.Tr>{props.header}</Table.Tr>
      </Table.Thead>
      <Table.Tbody>{body}</Table.Tbody>
    </Table>
  )
  if (fits) return table
  // tablets: the table scrolls sideways (a sticky header cannot follow the page from in there)
  return (
    <Table.ScrollContainer minWidth={props.minWidth} type="native">
      {table}
    </Table.ScrollContainer>
  )
}

/** The phone's cards, one per row. */
export function PagedCards<T>(props: PagedListProps<T>) {
  const { list } = props
  let content: ReactNode
  if (list.loading) content = <SkeletonCards />
  else if (list.error) content = <ErrorMessage text={props.errorText} onRetry={list.retry} />
  else if (list.rows.length === 0) content = <EmptyMessage text={EMPTY_TEXT} />
  else content = list.rows.map(props.renderItem)
  // a list role only around the items: a list holding a message is no list (WCAG 1.3.1)
  const items = !list.loading && !list.error && list.rows.length > 0
  return (
    <Stack
      gap="xs"
      role={items ? 'list' : undefined}
      aria-label={items ? props.label : undefined}
      aria-busy={list.loading || list.fetchingMore}
    >
      {content}
    </Stack>
  )
}

/** Under the list: what infinite scroll watches, 'Muat lagi', and a failed next page's retry. */
export function PagedFooter<T>({ list }: { list: PagedRows<T> }) {
  const sentinelRef = useInfiniteSentinel(
    list.loadMore,
    list.hasMore && !list.loading && !list.fetchingMore && !list.moreError,
    list.pageCount,
    MANAGEMENT_LIST_MARGIN,
  )
  if (list.loading || list.error) return null
  return (
    <ListFooter
      sentinelRef={sentinelRef}
      loading={list.fetchingMore}
      loadingLabel="Memuat data berikutnya"
      errorText={list.moreError ? MORE_LOAD_FAILED : null}
      more={list.hasMore ? { label: LOAD_MORE_LABEL, onMore: list.loadMore } : null}
      onRetry={list.retry}
    />
  )
}

interface PagedRowsOrCardsProps<T> extends Omit<PagedListProps<T>, 'renderItem'> {
  /** the table's column titles ('' for a column of buttons) */
  headers: readonly string[]
  minWidth: number
  renderRow: (row: T) => ReactNode
  renderCard: (row: T) => ReactNode
}

/**
 * Head office's lists (Staff, Audit, Feeds): cards on a phone, from WIDE_QUERY a table whose
 * header sticks below the app header alone (their filters do not stick).
 */
export function PagedRowsOrCards<T>({ headers, minWidth, renderRow, renderCard, ...shared }: PagedRowsOrCardsProps<T>) {
  const wide = useMedia(WIDE_QUERY)
  if (!wide) return <PagedCards {...shared} renderItem={renderCard} />
  return (
    <PagedTable
      {...shared}
      columns={headers.length}
      minWidth={minWidth}
      stickyHeaderOffset="var(--app-shell-header-offset, 0px)"
      header={headers.map((header, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: titles may repeat ('' of button columns); the list is fixed
        <Table.Th key={index}>{header}</Table.Th>
      ))}
      renderItem={renderRow}
    />
  )
}
