import { type OpenStream, openEventStream } from '../server/test/event-stream'

// The soak's browsers keep /api/events open the whole run, each on one instance, through the same
// reader the server tests use. The audit then asks: did the store's stream hear each move,
// whichever instance made it? A stream that ends before the run does counts as an error.

export class EventStreamReader {
  private closing = false
  private endedByServer = false

  private constructor(private readonly stream: OpenStream) {
    void stream.ended.then(() => {
      if (!this.closing) this.endedByServer = true
    })
  }

  static async open(baseUrl: string, headers: Record<string, string>): Promise<EventStreamReader> {
    const stream = await openEventStream(baseUrl, headers)
    if (stream.status !== 200) throw new Error(`event stream on ${baseUrl}: ${stream.status}`)
    return new EventStreamReader(stream)
  }

  get endedEarly(): boolean {
    return this.endedByServer
  }

  /** Whether an order-status event of this order at this status was heard. */
  heard(orderId: number, status: number): boolean {
    return this.stream.events.some((e) => {
      const data = e.data as { order_id?: number; status_code?: number } | null
      return e.event === 'order-status' && data?.order_id === orderId && data.status_code === status
    })
  }

  async close(): Promise<void> {
    this.closing = true
    this.stream.close()
    await this.stream.ended
  }
}
