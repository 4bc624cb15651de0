import { randomBytes } from 'node:crypto'
import { availableParallelism } from 'node:os'
import { ONE_TIME_PASSWORD_ALPHABET, ONE_TIME_PASSWORD_LENGTH } from '#common/onboarding.ts'
import { hashPassword, type ScryptParams } from '../auth'
import { AppError } from '../http/app-error'
import type { BoundedGate } from '../lib/bounded-gate'

// Each new account's one-time password: 12 characters no one misreads, drawn from the system's
// cryptographic random source, shown once and stored only as a scrypt hash.
//
// The cost (docs/decisions.md, 'One-time passwords'): scrypt with N = 2^10 and r = 1 (128 KiB,
// ~0.3 ms a hash) instead of the sign-in cost (2^17, r = 8: 128 MiB, ~400 ms). A 12-character
// password drawn from 56 characters holds ~70 bits, which no guessing reaches whatever the hash
// costs; what the cost decides is how long a 20,000-account commit takes (seconds instead of
// hours). The first sign-in rehashes at the full cost (auth's needsRehash), and the forced change
// replaces the password anyway.
export const ONE_TIME_SCRYPT: ScryptParams = { logN: 10, r: 1, p: 1 }

/** The one-time cost, never above what the portal uses for every password (tests run lower). */
export const oneTimeParams = (params: ScryptParams): ScryptParams => ({
  logN: Math.min(params.logN, ONE_TIME_SCRYPT.logN),
  r: Math.min(params.r, ONE_TIME_SCRYPT.r),
  p: Math.min(params.p, ONE_TIME_SCRYPT.p),
})

const ALPHABET = ONE_TIME_PASSWORD_ALPHABET
/** Bytes at or above this are drawn again, so every character is equally likely (224 = 4 × 56). */
const UNBIASED_LIMIT = 256 - (256 % ALPHABET.length)

export function generateOneTimePassword(): string {
  let password = ''
  while (password.length < ONE_TIME_PASSWORD_LENGTH) {
    for (const byte of randomBytes(ONE_TIME_PASSWORD_LENGTH * 2)) {
      if (byte >= UNBIASED_LIMIT) continue
      password += ALPHABET[byte % ALPHABET.length]
      if (password.length === ONE_TIME_PASSWORD_LENGTH) break
    }
  }
  return password
}

const RETRY_MS = 25
const PATIENCE_MS = 30_000

/**
 * One hash through the process's scrypt gate. A burst of sign-ins may fill the gate's queue; a
 * commit waits its turn instead of failing (sign-ins are refused at once, a commit is not).
 */
async function hashPatiently(gate: BoundedGate, password: string, params: ScryptParams): Promise<string> {
  const started = Date.now()
  for (;;) {
    try {
      return await gate.run(() => hashPassword(password, params))
    } catch (error) {
      const busy = error instanceof AppError && error.status === 503
      if (!busy || Date.now() - started > PATIENCE_MS) throw error
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS))
    }
  }
}

/**
 * Hashes every password at the one-time cost. scrypt runs on libuv's thread pool, off the main
 * thread; a few at a time (one per core, three at most) keep the cores busy and leave the gate's
 * other slots to people signing in, who take the next free slot before the commit's next hash.
 */
export async function hashOneTimePasswords(
  passwords: string[],
  deps: { gate: BoundedGate; scrypt: ScryptParams },
): Promise<string[]> {
  const params = oneTimeParams(deps.scrypt)
  const hashes = new Array<string>(passwords.length)
  let next = 0
  const lane = async () => {
    while (next < passwords.length) {
      const index = next++
      hashes[index] = await hashPatiently(deps.gate, passwords[index], params)
    }
  }
  const lanes = Math.max(1, Math.min(3, availableParallelism()))
  await Promise.all(Array.from({ length: lanes }, lane))
  return hashes
}
