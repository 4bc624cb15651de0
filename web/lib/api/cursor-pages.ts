// The one way a list pages by cursor (audit, staff, stores, users, orders, feed jobs, catalogue): GET
// `path` with the list's query and `cursor` (none for the first page); the next page is asked with
// the answer's next_cursor until it is null. react-query aborts the signal once a newer query
// replaces this one, so a superseded list request stops at once (the cursors: product.md §7).
import { infiniteQueryOptions, type QueryKey } from '@tanstack/react-query'
import { api } from '#web/api/client.ts'

/** A list's query string as the client takes it (web/api/client.ts): absent and null values are left out. */
export type ListQuery = Readonly<NonNullable<NonNullable<Parameters<typeof api.get>[1]>['query']>>

/** What every cursor-paged answer carries beside its rows. */
export interface CursorPage {
  next_cursor: string | null
}

export interface CursorPagesRequest<Page extends CursorPage> {
  queryKey: QueryKey
  path: string
  query: ListQuery
  /** For answers that also say whether more follow (has_more, has_next): no next page when false. */
  hasMore?: (page: Page) => boolean
}

/** One page of the list: its query with the cursor, none for the first page. */
export function fetchCursorPage<Page extends CursorPage>(
  path: string,
  query: ListQuery,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<Page> {
  return api.get<Page>(path, { query: { ...query, cursor: cursor ?? undefined }, signal })
}

export function cursorPagesOptions<Page extends CursorPage>({ queryKey, path, query, hasMore }: CursorPagesRequest<Page>) {
  return infiniteQueryOptions({
    queryKey,
    queryFn: ({ pageParam, signal }) => fetchCursorPage<Page>(path, query, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last: Page) => (last.next_cursor && (hasMore?.(last) ?? true) ? last.next_cursor : undefined),
  })
}
