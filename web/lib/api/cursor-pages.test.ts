// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '#web/test-utils/render.tsx'
import { cursorPagesOptions } from './cursor-pages'

interface ThingPage {
  items: number[]
  next_cursor: string | null
  has_more?: boolean
}
const page = (items: number[], next_cursor: string | null, has_more?: boolean) => ({
  status: 200,
  body: { items, next_cursor, has_more },
})
const paths = (calls: { path: string }[]) => calls.map((call) => call.path)

describe('cursorPagesOptions', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('asks the first page without a cursor, each next one with the last next_cursor, and stops at null', async () => {
    const { calls } = fakeFetch({ 'GET /api/things': [page([1, 2], 'c-2'), page([3], 'c-3'), page([4], null)] })
    const options = cursorPagesOptions<ThingPage>({
      queryKey: ['things', 'a'],
      path: '/things',
      query: { q: 'a', branch_id: undefined },
    })
    const data = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 5 })
    expect(data.pages.map((p) => p.items)).toEqual([[1, 2], [3], [4]])
    expect(paths(calls)).toEqual(['/api/things?q=a', '/api/things?q=a&cursor=c-2', '/api/things?q=a&cursor=c-3'])
  })

  it('asks no further once the answer says no more follow, whatever cursor it carries', async () => {
    const { calls } = fakeFetch({ 'GET /api/things': [page([1], 'c-2', false), page([2], null, false)] })
    const options = cursorPagesOptions<ThingPage>({
      queryKey: ['things', 'more'],
      path: '/things',
      query: {},
      hasMore: (last) => last.has_more === true,
    })
    const data = await new QueryClient().fetchInfiniteQuery({ ...options, pages: 3 })
    expect(data.pages).toHaveLength(1)
    expect(paths(calls)).toEqual(['/api/things'])
  })
})
