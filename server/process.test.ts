import net from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'
import { DEMO_PASSWORD } from './seed/demo'
import { createScratchDatabase } from './test/database'
import { openEventStream } from './test/event-stream'
import { type PortalProcess, startPortalProcess } from './test/portal-process'
import { startTcpProxy } from './test/tcp-proxy'

// The server as `npm start` runs it, in its own process: it stops on a signal without dropping a
// request in flight, and it waits for a database that is not there yet instead of exiting.
const adminUrl = process.env.TEST_DATABASE_URL
let portal: PortalProcess | undefined
const cleanups: Array<() => Promise<void> | void> = []
afterEach(async () => {
  portal?.kill()
  portal = undefined
  for (const cleanup of cleanups.splice(0)) await cleanup()
})

/** Where the test's database lives: a scratch PostgreSQL database when one answers, else PGlite. */
async function databaseEnv(): Promise<Record<string, string>> {
  if (!adminUrl) return {}
  const scratch = await createScratchDatabase(adminUrl, 'portal_process')
  cleanups.push(() => scratch.drop())
  return { DATABASE_URL: scratch.url }
}

const cookiesOf = (res: Response) => res.headers.getSetCookie().map((c) => c.split(';')[0])

async function anonymousCsrf(url: string): Promise<{ token: string; cookie: string }> {
  const res = await fetch(`${url}/api/auth/csrf`)
  const { csrf } = (await res.json()) as { csrf: string }
  return { token: csrf, cookie: cookiesOf(res).join('; ') }
}

async function signIn(url: string, username: string): Promise<string> {
  const csrf = await anonymousCsrf(url)
  const res = await fetch(`${url}/api/auth/login?scheme=scrypt`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-csrf-token': csrf.token, cookie: csrf.cookie },
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  })
  expect(res.status).toBe(200)
  const sid = cookiesOf(res).find((c) => c.startsWith('sid='))
  if (!sid) throw new Error('no session cookie')
  return sid.slice(4)
}

/** A request whose body arrives in two parts: in flight from the first byte until `finish`. */
async function slowLogin(url: string, username: string) {
  const csrf = await anonymousCsrf(url)
  const { port } = new URL(url)
  const body = JSON.stringify({ username, password: DEMO_PASSWORD })
  const socket = net.connect(Number(port), '127.0.0.1')
  await new Promise((resolve) => socket.once('connect', resolve))
  let answer = ''
  socket.on('data', (chunk) => {
    answer += chunk.toString()
  })
  const closed = new Promise<void>((resolve) => socket.once('close', () => resolve()))
  socket.write(
    `POST /api/auth/login?scheme=scrypt HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nX-CSRF-Token: ${csrf.token}\r\nCookie: ${csrf.cookie}\r\n` +
      `Connection: close\r\n\r\n${body.slice(0, 12)}`,
  )
  return {
    async finish(): Promise<string> {
      socket.write(body.slice(12))
      await closed
      return answer.split('\r\n')[0]
    },
  }
}

describe('the portal process', () => {
  it('stops on SIGTERM within 10 s: finishes the request in flight, ends event streams with a reconnect hint, exits 0', async () => {
    portal = await startPortalProcess(await databaseEnv())
    await portal.waitUntilReady()
    const stream = await openEventStream(portal.url, await signIn(portal.url, 'demo.user'))
    expect(stream.status).toBe(200)
    const inFlight = await slowLogin(portal.url, 'demo.seller')

    const stopAsked = Date.now()
    portal.child.kill('SIGTERM')
    await stream.ended
    expect(stream.events.map((e) => e.event)).toEqual(['ready', 'shutdown'])
    // no new connection is taken while the one in flight is still being served
    await expect(fetch(`${portal.url}/api/healthz`)).rejects.toThrow()
    expect(await inFlight.finish()).toBe('HTTP/1.1 200 OK')

    expect(await portal.exited).toBe(0)
    expect(Date.now() - stopAsked).toBeLessThan(10_000)
  }, 120_000)

  it.runIf(adminUrl)(
    'waits for a database that does not answer yet, then serves',
    async () => {
      const env = await databaseEnv()
      const proxy = await startTcpProxy(env.DATABASE_URL)
      cleanups.unshift(() => proxy.close())
      proxy.cut('refuse')
      portal = await startPortalProcess({ DATABASE_URL: proxy.url })
      const deadline = Date.now() + 20_000
      while (!portal.output().includes('Database belum dapat dihubungi') && Date.now() < deadline) {
        await new Promise((r) => setTimeout(r, 100))
      }
      expect(portal.output()).toContain('Database belum dapat dihubungi')
      expect(portal.child.exitCode).toBeNull()
      proxy.restore()
      await portal.waitUntilReady(40_000)
      expect((await fetch(`${portal.url}/api/readyz`)).status).toBe(200)
    },
    120_000,
  )
})
