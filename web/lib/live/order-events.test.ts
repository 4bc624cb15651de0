// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { connectOrderEvents, ORDER_STATUS_EVENT } from './order-events'

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
    window.addEventListener(ORDER_STATUS_EVENT, (e) => heard.push((e as CustomEvent).detail))
    source?.emit('order-status', JSON.stringify({ order_id: 7, status_code: 2, bucket: 'konfirmasi', no_transaksi: 'DPO/X' }))
    source?.emit('order-status', 'not json')
    expect(source?.url).toBe('/api/events')
    expect(invalidate).toHaveBeenCalledTimes(1)
    expect(invalidate).toHaveBeenCalledWith({ queryKey: ['orders'] })
    expect(heard).toEqual([{ order_id: 7, status_code: 2, bucket: 'konfirmasi', no_transaksi: 'DPO/X' }])
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
