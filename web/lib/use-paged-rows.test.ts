// @vitest-environment jsdom
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query'
import { act, renderHook } from '@testing-library/react'
import { createElement } from 'react'
import { hydrateRoot } from 'react-dom/client'
import { renderToString } from 'react-dom/server'
import { describe, expect, it, vi } from 'vitest'
import { FIRST_SCREEN_ROWS, usePagedRows } from './use-paged-rows'

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

  it('draws a screenful of a deferred list on the server, takes it over so, then shows every row', async () => {
    const query = fakeQuery({ data: loaded(Array.from({ length: 200 }, (_, i) => i)) })
    function List() {
      const { rows } = usePagedRows<Page, number>(query, { deferPages: true })
      return createElement('ol', null, ...rows.map((row) => createElement('li', { key: row }, row)))
    }
    const html = renderToString(createElement(List))
    expect(html.match(/<li>/g)).toHaveLength(FIRST_SCREEN_ROWS)
    const container = document.createElement('div')
    container.innerHTML = html
    const errors: unknown[] = []
    await act(async () => {
      hydrateRoot(container, createElement(List), { onRecoverableError: (error) => errors.push(error) })
    })
    await vi.waitFor(() => expect(container.querySelectorAll('li')).toHaveLength(200))
    expect(errors).toEqual([])
    // a list the browser renders itself shows its rows at once (deferred by React, not cut)
    const { result } = renderHook(() => usePagedRows<Page, number>(query, { deferPages: true }))
    expect(result.current.rows).toHaveLength(200)
  })
})
