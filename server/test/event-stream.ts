// The browser side of /api/events in tests: a real HTTP stream read as it comes.

export interface OpenStream {
  status: number
  contentType: string | null
  events: Array<{ event: string; data: unknown }>
  /** resolves when the server ends the stream */
  ended: Promise<void>
  close(): void
}

/** Opens the event stream with a session id, or a browser's whole headers; collects events as they come. */
export async function openEventStream(baseUrl: string, session: string | Record<string, string>): Promise<OpenStream> {
  const controller = new AbortController()
  const headers = typeof session === 'string' ? { cookie: `sid=${session}` } : session
  const res = await fetch(`${baseUrl}/api/events`, { headers, signal: controller.signal })
  const events: OpenStream['events'] = []
  const body = res.body
  if (!body) throw new Error('no stream body')
  const reader = body.getReader()
  const decoder = new TextDecoder()
  let buffer = ''
  const ended = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        buffer += decoder.decode(value, { stream: true })
        let end = buffer.indexOf('\n\n')
        while (end >= 0) {
          const block = buffer.slice(0, end)
          buffer = buffer.slice(end + 2)
          const event = /^event: (.*)$/m.exec(block)?.[1]
          const data = /^data: (.*)$/m.exec(block)?.[1]
          if (event) events.push({ event, data: data ? JSON.parse(data) : null })
          end = buffer.indexOf('\n\n')
        }
      }
    } catch {
      // aborted
    }
  })()
  return { status: res.status, contentType: res.headers.get('content-type'), events, ended, close: () => controller.abort() }
}

/** Waits until `check` holds, polling; fails after `ms`. */
export async function until(check: () => boolean, ms = 2_000): Promise<void> {
  const start = Date.now()
  while (!check()) {
    if (Date.now() - start > ms) throw new Error('timed out waiting for an event')
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Whether the server ends the stream within `ms`: a bound on the wait, not a pause (it returns as the stream ends). */
export async function endsWithin(stream: OpenStream, ms: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), ms)
  })
  const ended = await Promise.race([stream.ended.then(() => true as const), late])
  clearTimeout(timer)
  return ended
}
