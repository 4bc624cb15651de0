import net from 'node:net'

/**
 * A TCP proxy between the portal and PostgreSQL that a test can cut and restore, so an outage is
 * a real dropped connection seen by the real driver, not a mocked one.
 *   cut('refuse')    drops every open connection and closes new ones at once (a crashed server)
 *   cut('blackhole') drops every open connection and leaves new ones hanging (a dead network)
 *   stall()          keeps every connection open but passes nothing either way (a partition:
 *                    a query in flight never gets its answer) and holds new ones
 *   restore()        forwards again
 *   cutOn(text, when) cuts the moment a statement containing `text` passes: 'before' it reaches
 *                    the server (the transaction is left unfinished) or 'after' (the server ran
 *                    it, e.g. a COMMIT, but the answer never comes back)
 */
export interface TcpProxy {
  /** The upstream URL rewritten to go through the proxy. */
  url: string
  cut(mode?: 'refuse' | 'blackhole'): void
  stall(): void
  restore(): void
  cutOn(text: string, when: 'before' | 'after', mode?: 'refuse' | 'blackhole'): Promise<void>
  /** Connections currently forwarded. */
  open(): number
  close(): Promise<void>
}

export async function startTcpProxy(upstreamUrl: string): Promise<TcpProxy> {
  const upstream = new URL(upstreamUrl)
  const upstreamPort = Number(upstream.port || 5432)
  const upstreamHost = upstream.hostname
  let mode: 'open' | 'refuse' | 'blackhole' = 'open'
  let stalled = false
  let trap: { text: Buffer; when: 'before' | 'after'; mode: 'refuse' | 'blackhole'; sprung: () => void } | null = null
  const pairs = new Set<[net.Socket, net.Socket]>()
  const held = new Set<net.Socket>()

  const server = net.createServer((client) => {
    client.on('error', () => {})
    if (mode === 'refuse') return void client.destroy()
    if (mode === 'blackhole') {
      held.add(client)
      client.on('close', () => held.delete(client))
      return
    }
    const server = net.connect(upstreamPort, upstreamHost)
    server.on('error', () => client.destroy())
    const pair: [net.Socket, net.Socket] = [client, server]
    pairs.add(pair)
    const drop = () => {
      pairs.delete(pair)
      client.destroy()
      server.destroy()
    }
    client.on('close', drop)
    server.on('close', drop)
    client.on('data', (chunk: Buffer) => {
      const hit = trap && chunk.includes(trap.text) ? trap : null
      if (hit) {
        trap = null
        if (hit.when === 'after') server.write(chunk)
        // let the server read what was sent before the line goes dead
        setImmediate(() => {
          mode = hit.mode
          dropAll()
          hit.sprung()
        })
        return
      }
      if (!stalled) server.write(chunk)
    })
    server.on('data', (chunk: Buffer) => {
      if (!stalled) client.write(chunk)
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const port = (server.address() as net.AddressInfo).port
  const url = new URL(upstreamUrl)
  url.hostname = '127.0.0.1'
  url.port = String(port)

  const dropAll = () => {
    for (const [client, server] of pairs) {
      client.destroy()
      server.destroy()
    }
    pairs.clear()
    for (const socket of held) socket.destroy()
    held.clear()
  }
  return {
    url: url.toString(),
    cut(how = 'refuse') {
      mode = how
      dropAll()
    },
    stall() {
      stalled = true
      mode = 'blackhole'
    },
    restore() {
      stalled = false
      for (const socket of held) socket.destroy()
      held.clear()
      mode = 'open'
    },
    cutOn(text, when, how = 'refuse') {
      return new Promise<void>((sprung) => {
        trap = { text: Buffer.from(text), when, mode: how, sprung }
      })
    },
    open: () => pairs.size,
    async close() {
      dropAll()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
