import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto'

// scrypt with its parameters stored beside the hash: `scrypt$<logN>$<r>$<p>$<salt b64>$<hash b64>`.
// N=2^17 costs ~350 ms of CPU; tests and the dealer-scale seed may lower logN through config.
export interface ScryptParams {
  logN: number
  r: number
  p: number
}

const KEY_LENGTH = 32
const SALT_LENGTH = 16
const MAXMEM = 256 * 1024 * 1024

function derive(password: string, salt: Buffer, params: ScryptParams): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFC'),
      salt,
      KEY_LENGTH,
      { N: 2 ** params.logN, r: params.r, p: params.p, maxmem: MAXMEM },
      (err, key) => (err ? reject(err) : resolve(key)),
    )
  })
}

export function defaultParams(logN: number): ScryptParams {
  return { logN, r: 8, p: 1 }
}

export async function hashPassword(password: string, params: ScryptParams): Promise<string> {
  const salt = randomBytes(SALT_LENGTH)
  const key = await derive(password, salt, params)
  return ['scrypt', params.logN, params.r, params.p, salt.toString('base64'), key.toString('base64')].join('$')
}

export function parseHash(stored: string): (ScryptParams & { salt: Buffer; key: Buffer }) | null {
  const parts = stored.split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null
  const [logN, r, p] = parts.slice(1, 4).map(Number)
  if (![logN, r, p].every(Number.isInteger) || logN < 10 || logN > 20 || r < 1 || r > 32 || p < 1 || p > 16) {
    return null
  }
  return { logN, r, p, salt: Buffer.from(parts[4], 'base64'), key: Buffer.from(parts[5], 'base64') }
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const parsed = parseHash(stored)
  if (!parsed) return false
  const key = await derive(password, parsed.salt, parsed)
  return key.length === parsed.key.length && timingSafeEqual(key, parsed.key)
}

/** True when the stored hash was made with other parameters than today's (upgrade on login). */
export function needsRehash(stored: string, params: ScryptParams): boolean {
  const parsed = parseHash(stored)
  return !parsed || parsed.logN !== params.logN || parsed.r !== params.r || parsed.p !== params.p
}
