import http from 'node:http'
import { fmt, measure, printTable } from './lib'

// What compressing a 200-row order list costs the server and saves the network: the same call
// flat out as identity, gzip and brotli (the portal runs with API_COMPRESSION=br, which offers
// both), with the bytes each answer takes on the wire.

function wireBytes(url: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        let bytes = 0
        res.on('data', (chunk: Buffer) => {
          bytes += chunk.length
        })
        res.on('end', () => resolve(bytes))
      })
      .on('error', reject)
  })
}

export async function benchCompression(url: string, headers: Record<string, string>, seconds: number, connections: number) {
  const rows: (string | number)[][] = []
  for (const encoding of ['identity', 'gzip', 'br']) {
    const withEncoding = { ...headers, 'accept-encoding': encoding }
    const bytes = await wireBytes(url, withEncoding)
    const flat = await measure(url, { headers: withEncoding, seconds, connections })
    rows.push([encoding, bytes.toLocaleString('en'), fmt(flat.rps), fmt(flat.p50), fmt(flat.p95), flat.errors])
  }
  printTable(
    `API compression on the 200-row order list, flat out on ${connections} connections for ${seconds}s each`,
    ['encoding', 'bytes', 'req/s', 'p50', 'p95', 'errors'],
    rows,
  )
}
