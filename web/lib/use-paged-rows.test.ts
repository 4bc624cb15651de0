// @vitest-environment jsdom
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { usePagedRows } from './use-paged-rows'

type Page = { items: number[] }

function fakeQuery(fields: Partial<UseInfiniteQueryResult<InfiniteData<Page, unknown>>>) {
  return {
    isPending: false,
    isError: false,
    error: null,
    isFetching: false,
    isFetchingNextPage: false,
    isFetchNextPageError: false,
    hasNextPage: false,
    fetchNextPage: vi.fn(async () => undefined),
    refetch: vi.fn(async () => undefined),
    ...fields,
  } as unknown as UseInfiniteQueryResult<InfiniteData<Page, unknown>>
}

const loaded = (...pages: number[][]) => ({ pages: pages.map((items) => ({ items })), pageParams: pages.map(() => null) })

describe('usePagedRows', () => {
  it('joins the pages and shapes the rows as the list asks', () => {
    const query = fakeQuery({ data: loaded([3, 1], [2]) })
    const shape = (rows: number[]) => [...rows].sort()
    const { result } = renderHook(() => usePagedRows<Page, number>(query, { shape }))
    expect(result.current.rows).toEqual([1, 2, 3])
    expect(result.current.pageCount).toBe(2)
  })

  it('tells a failed first page from a failed later one', () => {
    const failure = new Error('down')
    const blank = renderHook(() => usePagedRows<Page, number>(fakeQuery({ isError: true, error: failure }))).result.current
    expect([blank.error, blank.moreError]).toEqual([failure, null])
    const later = renderHook(() => usePagedRows<Page, number>(fakeQuery({ isError: true, error: failure, data: loaded([1]) })))
      .result.current
    expect([later.error, later.moreError, later.rows]).toEqual([null, failure, [1]])
  })

  it('asks for more only while there is more and nothing is fetching, and retries what failed', () => {
    const idle = fakeQuery({ data: loaded([1]), hasNextPage: true, isFetchNextPageError: true })
    const { result } = renderHook(() => usePagedRows<Page, number>(idle))
    result.current.loadMore()
    result.current.retry()
    expect(idle.fetchNextPage).toHaveBeenCalledTimes(2)
    const busy = fakeQuery({ data: loaded([1]), hasNextPage: true, isFetching: true })
    renderHook(() => usePagedRows<Page, number>(busy)).result.current.loadMore()
    expect(busy.fetchNextPage).not.toHaveBeenCalled()
  })
})
