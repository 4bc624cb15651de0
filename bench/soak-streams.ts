// The soak's browsers keep /api/events open the whole run, each on one instance, and note every
// order-status event they hear. The audit then asks: did the store's stream hear each move,
// whichever instance made it? A stream that ends before the run does counts as an error.

export class EventStreamReader {
  /** `${order_id}:${status_code}` of every order-status event heard */
  readonly heard = new Set<string>()
  endedEarly = false
  private readonly controller = new AbortController()
  private done: Promise<void> = Promise.resolve()

  static async open(baseUrl: string, headers: Record<string, string>): Promise<EventStreamReader> {
    const reader = new EventStreamReader()
    const res = await fetch(`${baseUrl}/api/events`, { headers, signal: reader.controller.signal })
    if (res.status !== 200 || !res.body) throw new Error(`event stream on ${baseUrl}: ${res.status}`)
    reader.done = reader.read(res.body.getReader())
    return reader
  }

  private async read(body: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
    const decoder = new TextDecoder()
    let buffer = ''
    try {
      for (;;) {
        const { value, done } = await body.read()
        if (done) break
        buffer += decoder.decode(value, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          this.take(buffer.slice(0, end))
          buffer = buffer.slice(end + 2)
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // aborted by close(), or cut: told apart below
    }
    if (!this.controller.signal.aborted) this.endedEarly = true
  }

  private take(block: string): void {
    if (!/^event: order-status$/m.test(block)) return
    const data = /^data: (.*)$/m.exec(block)?.[1]
    if (!data) return
    const event = JSON.parse(data) as { order_id: number; status_code: number }
    this.heard.add(`${event.order_id}:${event.status_code}`)
  }

  async close(): Promise<void> {
    this.controller.abort()
    await this.done
  }
}
