import http from 'node:http'
import type { AddressInfo } from 'node:net'

/**
 * A small real stock service for tests and local trials of STOCK_PROVIDER=http. It can be told to
 * answer slowly, to fail, or to answer garbage, so the portal's 15 s / 30 s handling is testable.
 */
export interface FakeStockServer {
  url: string
  /** qty and optional price per branch code and part number */
  stock: Map<string, Map<string, { qty: number; price?: number }>>
  /** asOf: the `as_of` the answer carries (when its figures were taken), none when unset */
  behaviour: { delayMs: number; status: number; garbage: boolean; asOf?: string }
  requests: Array<{ branch: string; part_nos: string[] }>
  close(): Promise<void>
}

export async function startFakeStockServer(port = 0): Promise<FakeStockServer> {
  const state: Omit<FakeStockServer, 'url' | 'close'> = {
    stock: new Map(),
    behaviour: { delayMs: 0, status: 200, garbage: false },
    requests: [],
  }
  const server = http.createServer((req, res) => {
    let raw = ''
    req.on('data', (chunk) => {
      raw += chunk
    })
    req.on('end', () => {
      const body = JSON.parse(raw || '{}') as { branch: string; part_nos: string[] }
      state.requests.push(body)
      const timer = setTimeout(() => {
        if (state.behaviour.status !== 200) {
          res.writeHead(state.behaviour.status).end('error')
          return
        }
        if (state.behaviour.garbage) {
          res.writeHead(200, { 'content-type': 'application/json' }).end('{"items": "nope"}')
          return
        }
        const branch = state.stock.get(body.branch) ?? new Map()
        const items = body.part_nos
          .filter((p) => branch.has(p))
          .map((p) => ({ part_no: p, qty: branch.get(p)?.qty ?? 0, price: branch.get(p)?.price ?? null }))
        const asOf = state.behaviour.asOf ? { as_of: state.behaviour.asOf } : {}
        res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ items, ...asOf }))
      }, state.behaviour.delayMs)
      res.on('close', () => clearTimeout(timer))
    })
  })
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve))
  const { port: actual } = server.address() as AddressInfo
  return Object.assign(state, {
    url: `http://127.0.0.1:${actual}/stock`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  })
}
