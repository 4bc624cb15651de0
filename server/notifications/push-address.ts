import dns from 'node:dns'
import net from 'node:net'

// A push endpoint is an address a browser handed us: untrusted. It is called only over https on
// port 443, at a host whose every address is public (no loopback, private, link-local, shared,
// multicast or documentation range, no cloud metadata address), checked when the connection is
// made (so a name that later points inward is refused then too), never following a redirect.

const v4 = new net.BlockList()
for (const [net4, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.88.99.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) {
  v4.addSubnet(net4, bits, 'ipv4')
}

const v6 = new net.BlockList()
for (const [net6, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 23],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['fec0::', 10],
  ['ff00::', 8],
] as const) {
  v6.addSubnet(net6, bits, 'ipv6')
}

/** True for an address a push may be sent to. */
export function isPublicAddress(ip: string): boolean {
  const family = net.isIP(ip)
  if (family === 4) return !v4.check(ip, 'ipv4')
  if (family !== 6) return false
  // an IPv4 address written as IPv6 (::ffff:127.0.0.1) is judged as itself
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  if (mapped) return isPublicAddress(mapped[1])
  if (/^::ffff:/i.test(ip)) return false
  return !v6.check(ip, 'ipv6')
}

export const ENDPOINT_MAX = 1000

/** Why an endpoint is refused as given (null: it may be tried); its addresses are checked on connect. */
export function endpointProblem(endpoint: string): string | null {
  if (endpoint.length > ENDPOINT_MAX) return 'Alamat push terlalu panjang.'
  let url: URL
  try {
    url = new URL(endpoint)
  } catch {
    return 'Alamat push tidak valid.'
  }
  if (url.protocol !== 'https:') return 'Alamat push harus https.'
  if (url.username || url.password) return 'Alamat push tidak boleh berisi nama pengguna.'
  if (url.port !== '' && url.port !== '443') return 'Alamat push harus di port 443.'
  const host = url.hostname.replace(/^\[|\]$/g, '')
  if (net.isIP(host) && !isPublicAddress(host)) return 'Alamat push harus alamat publik.'
  if (host === 'localhost' || host.endsWith('.localhost') || !host.includes('.')) return 'Alamat push harus alamat publik.'
  return null
}

/** The code of the lookup's refusal, by which the transport tells it from a network failure. */
export const PUSH_ADDRESS_REFUSED = 'EPUSHADDRESS'

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | dns.LookupAddress[], family?: number) => void

/**
 * dns.lookup for the push agent: the connection goes only to an address that passed the check,
 * and a host with any inward address is refused altogether.
 */
export function publicOnlyLookup(
  allow: (ip: string) => boolean = isPublicAddress,
): (hostname: string, options: dns.LookupOptions, callback: LookupCallback) => void {
  return (hostname, options, callback) => {
    dns.lookup(hostname, { all: true, family: options.family, hints: options.hints }, (error, addresses) => {
      if (error) return callback(error, '')
      const refused = addresses.find((a) => !allow(a.address))
      if (refused || addresses.length === 0) {
        const err: NodeJS.ErrnoException = new Error(`alamat ${refused?.address ?? hostname} bukan alamat publik`)
        err.code = PUSH_ADDRESS_REFUSED
        return callback(err, '')
      }
      if (options.all) return callback(null, addresses)
      return callback(null, addresses[0].address, addresses[0].family)
    })
  }
}
