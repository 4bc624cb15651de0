// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, cleanup, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeFetch } from '#web/test-utils/render.tsx'
import { COMMIT, callsTo, committed, ok } from '../test-fixtures'
import { useOnboardingSave } from './use-onboarding-save'

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
}

describe('useOnboardingSave', () => {
  beforeEach(() => {
    document.cookie = 'csrf=tok; path=/'
  })
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('sends one commit when asked twice before the screen could render', async () => {
    const { calls } = fakeFetch({ [COMMIT]: ok(committed()) })
    const { result } = renderHook(() => useOnboardingSave('seller'), { wrapper })
    act(() => {
      result.current.save('token-onboarding-0001')
      result.current.save('token-onboarding-0001')
    })
    await waitFor(() => expect(result.current.saved).not.toBeNull())
    expect(callsTo(calls, COMMIT)).toHaveLength(1)
  })

  it('sends nothing without a token', () => {
    const { calls } = fakeFetch({})
    const { result } = renderHook(() => useOnboardingSave('seller'), { wrapper })
    act(() => result.current.save(null))
    expect(calls).toEqual([])
    expect(result.current.usable(null)).toBe(false)
  })
})
