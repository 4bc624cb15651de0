import net from 'node:net'

/**
 * A TCP proxy between the portal and PostgreSQL that a test can cut and restore, so an outage is
 * a real dropped connection seen by the real driver, not a mocked one.
 *   cut('refuse')    drops every open connection and closes new ones at once (a crashed server)
 *   cut('blackhole') drops every open connection and leaves new ones hanging (a dead network)
 *   restore()        forwards again
 */
export interface TcpProxy {
  /** The upstream URL rewritten to go through the proxy. */
  url: string
  cut(mode?: 'refuse' | 'blackhole'): void
  restore(): void
  /** Connections currently forwarded. */
  open(): number
  close(): Promise<void>
}

export async function startTcpProxy(upstreamUrl: string): Promise<TcpProxy> {
  const upstream = new URL(upstreamUrl)
  const upstreamPort = Number(upstream.port || 5432)
  const upstreamHost = upstream.hostname
  let mode: 'open' | 'refuse' | 'blackhole' = 'open'
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
    client.pipe(server)
    server.pipe(client)
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
    restore() {
      for (const socket of held) socket.destroy()
      held.clear()
      mode = 'open'
    },
    open: () => pairs.size,
    async close() {
      dropAll()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
