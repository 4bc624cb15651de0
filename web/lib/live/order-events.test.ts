// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { onOrderChange } from './order-changes'
import { connectOrderEvents } from './order-events'

class FakeSource extends EventTarget {
  closed = false
  constructor(readonly url: string) {
    super()
  }
  close() {
    this.closed = true
  }
  emit(type: string, data: string) {
    this.dispatchEvent(new MessageEvent(type, { data }))
  }
}

describe('connectOrderEvents', () => {
  it('invalidates every order query and announces the change on an order-status event', async () => {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    let source: FakeSource | undefined
    const stop = connectOrderEvents(client, (url) => {
      source = new FakeSource(url)
      return source as unknown as EventSource
    })
    const heard: unknown[] = []
    const stopHearing = onOrderChange((change) => heard.push(change))
    source?.emit('order-status', JSON.stringify({ order_id: 7, status_code: 2, bucket: 'konfirmasi', no_transaksi: 'DPO/X' }))
    source?.emit('order-status', 'not json')
    expect(source?.url).toBe('/api/events')
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] })
    expect(heard).toEqual([{ order_id: 7, status_code: 2, bucket: 'konfirmasi', no_transaksi: 'DPO/X' }])
    stopHearing()
    stop()
    expect(source?.closed).toBe(true)
  })

  it('reloads order views after a reconnect and on resync, not on the first ready', () => {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    let source: FakeSource | undefined
    connectOrderEvents(client, (url) => {
      source = new FakeSource(url)
      return source as unknown as EventSource
    })
    source?.emit('ready', '{}')
    expect(invalidate).not.toHaveBeenCalled()
    source?.emit('ready', '{}')
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['orders'] }], [{ queryKey: ['notifications'] }]])
    source?.emit('resync', '{}')
    expect(invalidate).toHaveBeenCalledTimes(4)
  })

  it('asks for the bell’s messages again when the stream says there are new ones', () => {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    let source: FakeSource | undefined
    connectOrderEvents(client, (url) => {
      source = new FakeSource(url)
      return source as unknown as EventSource
    })
    source?.emit('notification', '{}')
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['notifications'] }]])
  })
})

describe('connectOrderEvents when the session ends', () => {
  function connect(signedIn: () => Promise<boolean>) {
    const client = new QueryClient()
    const invalidate = vi.spyOn(client, 'invalidateQueries')
    const sources: FakeSource[] = []
    const stop = connectOrderEvents(
      client,
      (url) => {
        sources.push(new FakeSource(url))
        return sources.at(-1) as unknown as EventSource
      },
      { signedIn, askAfterMs: 0 },
    )
    return { sources, stop, invalidate }
  }

  it('stops listening instead of reconnecting when the browser is signed out', async () => {
    const signedIn = vi.fn(async () => false)
    const { sources } = connect(signedIn)
    sources[0]?.emit('ready', '{}')
    sources[0]?.emit('session-ended', '{}')
    expect(sources[0]?.closed).toBe(true)
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1))
    await Promise.resolve()
    expect(sources).toHaveLength(1)
  })

  it('listens again with the session the browser has now, and reloads what it may have missed', async () => {
    const { sources, stop, invalidate } = connect(async () => true)
    sources[0]?.emit('ready', '{}')
    sources[0]?.emit('session-ended', '{}')
    await vi.waitFor(() => expect(sources).toHaveLength(2))
    expect(sources[0]?.closed).toBe(true)
    sources[1]?.emit('ready', '{}')
    expect(invalidate.mock.calls).toEqual([[{ queryKey: ['orders'] }], [{ queryKey: ['notifications'] }]])
    stop()
    expect(sources[1]?.closed).toBe(true)
  })

  it('does not listen again once the tab stopped listening', async () => {
    let answer: (again: boolean) => void = () => {}
    const signedIn = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)))
    const { sources, stop } = connect(signedIn)
    sources[0]?.emit('session-ended', '{}')
    await vi.waitFor(() => expect(signedIn).toHaveBeenCalledTimes(1))
    stop()
    answer(true)
    await new Promise((r) => setTimeout(r, 0))
    expect(sources).toHaveLength(1)
  })

  it('asks nothing when the tab stops listening before it asks (its own role choice or sign-in)', async () => {
    vi.useFakeTimers()
    const signedIn = vi.fn(async () => true)
    const client = new QueryClient()
    const sources: FakeSource[] = []
    const stop = connectOrderEvents(
      client,
      (url) => {
        sources.push(new FakeSource(url))
        return sources.at(-1) as unknown as EventSource
      },
      { signedIn, askAfterMs: 20 },
    )
    sources[0]?.emit('session-ended', '{}')
    stop()
    await vi.advanceTimersByTimeAsync(20)
    vi.useRealTimers()
    expect(signedIn).not.toHaveBeenCalled()
    expect(sources).toHaveLength(1)
  })
})
