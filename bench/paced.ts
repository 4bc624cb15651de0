import http from 'node:http'
import type { Measured } from './lib'

/**
 * An open-model load: requests leave at an even pace whatever the server does, and each one's
 * latency counts from when it was due (so a stalled server cannot hide its backlog). autocannon's
 * own rate option sends each second's requests in a burst, which measures the burst.
 */
export async function measurePaced(
  url: string,
  /** `headers` may change per request (its number): callers taking turns, each with his session */
  opts: { rate: number; seconds: number; headers?: Record<string, string> | ((n: number) => Record<string, string>) },
): Promise<Measured> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 256 })
  const target = new URL(url)
  const times: number[] = []
  let errors = 0
  let pending = 0
  const total = Math.round(opts.rate * opts.seconds)
  const interval = 1000 / opts.rate
  const started = performance.now()
  let sent = 0

  const headersOf = (n: number) => (typeof opts.headers === 'function' ? opts.headers(n) : opts.headers)
  const send = (dueAt: number, n: number) => {
    pending++
    const request = http.request(
      { agent, host: target.hostname, port: target.port, path: `${target.pathname}${target.search}`, headers: headersOf(n) },
      (response) => {
        response.resume()
        response.on('end', () => {
          pending--
          if ((response.statusCode ?? 500) < 300) times.push(performance.now() - dueAt)
          else errors++
        })
      },
    )
    request.on('error', () => {
      pending--
      errors++
    })
    request.end()
  }

  await new Promise<void>((resolve) => {
    const tick = () => {
      const now = performance.now()
      while (sent < total && started + sent * interval <= now) {
        send(started + sent * interval, sent)
        sent++
      }
      if (sent < total) setTimeout(tick, Math.max(0, started + sent * interval - performance.now()))
      else resolve()
    }
    tick()
  })
  while (pending > 0) await new Promise((r) => setTimeout(r, 5))
  agent.destroy()
  times.sort((a, b) => a - b)
  const at = (p: number) => times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)] ?? Number.NaN
  return { p50: at(50), p95: at(95), p99: at(99), rps: times.length / opts.seconds, errors }
}
