import { describe, expect, it } from 'vitest'
import { endpointProblem, isPublicAddress, publicOnlyLookup } from './push-address'

describe('push endpoints, untrusted addresses', () => {
  it('tells public addresses from inward ones, IPv4 and IPv6', () => {
    for (const ip of ['8.8.8.8', '142.250.4.95', '2607:f8b0:4005:80c::200e', '1.1.1.1'])
      expect(isPublicAddress(ip), ip).toBe(true)
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '169.254.169.254',
      '100.64.0.1',
      '0.0.0.0',
      '224.0.0.1',
      '::1',
      '::',
      'fe80::1',
      'fd00::1',
      '::ffff:127.0.0.1',
      '::ffff:169.254.169.254',
      'not an address',
    ]) {
      expect(isPublicAddress(ip), ip).toBe(false)
    }
  })

  it('refuses an endpoint that is not https on 443 at a public name or address', () => {
    expect(endpointProblem('https://fcm.googleapis.com/fcm/send/abc')).toBeNull()
    expect(endpointProblem('https://updates.push.services.mozilla.com:443/wpush/v2/x')).toBeNull()
    expect(endpointProblem('http://fcm.googleapis.com/fcm/send/abc')).toBe('Alamat push harus https.')
    expect(endpointProblem('https://127.0.0.1/x')).toBe('Alamat push harus alamat publik.')
    expect(endpointProblem('https://[::1]/x')).toBe('Alamat push harus alamat publik.')
    expect(endpointProblem('https://10.0.0.5/x')).toBe('Alamat push harus alamat publik.')
    expect(endpointProblem('https://169.254.169.254/latest/meta-data')).toBe('Alamat push harus alamat publik.')
    expect(endpointProblem('https://localhost/x')).toBe('Alamat push harus alamat publik.')
    expect(endpointProblem('https://intranet/x')).toBe('Alamat push harus alamat publik.')
    expect(endpointProblem('https://push.example.com:8443/x')).toBe('Alamat push harus di port 443.')
    expect(endpointProblem('https://user:pw@push.example.com/x')).toBe('Alamat push tidak boleh berisi nama pengguna.')
    expect(endpointProblem('file:///etc/passwd')).toBe('Alamat push harus https.')
    expect(endpointProblem(`https://push.example.com/${'a'.repeat(1000)}`)).toBe('Alamat push terlalu panjang.')
    expect(endpointProblem('nonsense')).toBe('Alamat push tidak valid.')
  })

  it('refuses at connection time a name that resolves inward', async () => {
    const lookup = publicOnlyLookup()
    const error = await new Promise<NodeJS.ErrnoException | null>((resolve) => lookup('localhost', {}, (e) => resolve(e)))
    expect(error?.code).toBe('EPUSHADDRESS')
  })
})
