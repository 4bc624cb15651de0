// A page's time to its first byte and to its last, at a number of connections: autocannon times a
// whole answer only, and a first screen's document sends its head before its screen is rendered.
import http from 'node:http'
import { percentile } from './lib'

export interface FirstBytes {
  firstP50: number
  firstP95: number
  wholeP95: number
  pagesPerSecond: number
  errors: number
}

/** One GET over `agent`: when its headers and first bytes came, when its body ended (ms), or null on failure. */
function timed(
  url: string,
  agent: http.Agent,
  headers: Record<string, string>,
): Promise<{ first: number; whole: number } | null> {
  const started = performance.now()
  return new Promise((resolve) => {
    const asked = http.get(url, { agent, headers }, (res) => {
      const first = performance.now() - started
      res.resume()
      res.on('end', () => resolve(res.statusCode === 200 ? { first, whole: performance.now() - started } : null))
      res.on('error', () => resolve(null))
    })
    asked.on('error', () => resolve(null))
  })
}

export async function measureFirstBytes(
  url: string,
  opts: { connections: number; seconds: number; headers: Record<string, string> },
): Promise<FirstBytes> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: opts.connections })
  const firsts: number[] = []
  const wholes: number[] = []
  let errors = 0
  const until = performance.now() + opts.seconds * 1000
  const loop = async () => {
    while (performance.now() < until) {
      const answer = await timed(url, agent, opts.headers)
      if (!answer) errors++
      else {
        firsts.push(answer.first)
        wholes.push(answer.whole)
      }
    }
  }
  await Promise.all(Array.from({ length: opts.connections }, loop))
  agent.destroy()
  firsts.sort((a, b) => a - b)
  wholes.sort((a, b) => a - b)
  return {
    firstP50: percentile(firsts, 50),
    firstP95: percentile(firsts, 95),
    wholeP95: percentile(wholes, 95),
    pagesPerSecond: firsts.length / opts.seconds,
    errors,
  }
}
