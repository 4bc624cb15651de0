import { availableParallelism } from 'node:os'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ONE_TIME_PASSWORD_ALPHABET } from '#common/onboarding.ts'
import { defaultParams, verifyPassword } from '../auth'
import { AppError } from '../http/app-error'
import { BoundedGate } from '../lib/bounded-gate'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildOnboardingWorld, buyerRow, commit, signInAs, validateRows } from '../test/onboarding-factories'
import { generateOneTimePassword, hashOneTimePasswords, ONE_TIME_SCRYPT, oneTimeParams } from './passwords'

// One-time passwords: 12 characters of the look-alike-free alphabet, every character as likely as
// the others; hashed at the one-time cost (2^10, r = 1), several at once through the shared scrypt gate, and
// upgraded to the portal's cost at the first sign-in.

/** A scrypt gate like the process's (auth's HashGate): `parallel` at once, `waiting` more, then 503. */
const scryptGate = (parallel = 4, waiting = 64) =>
  new BoundedGate(parallel, waiting, () => new AppError(503, 'SERVICE_UNAVAILABLE', 'Server sedang sibuk.'))

describe('a one-time password', () => {
  it('is 12 characters of the alphabet, never repeated, every character drawn', () => {
    const passwords = Array.from({ length: 2_000 }, generateOneTimePassword)
    expect(passwords.every((p) => p.length === 12 && [...p].every((ch) => ONE_TIME_PASSWORD_ALPHABET.includes(ch)))).toBe(true)
    expect(new Set(passwords).size).toBe(passwords.length)
    const counts = new Map<string, number>()
    for (const ch of passwords.join('')) counts.set(ch, (counts.get(ch) ?? 0) + 1)
    // 24,000 characters over 56: ~429 each; a biased draw (byte % 56) would give the first 32 ~25% more
    expect(counts.size).toBe(ONE_TIME_PASSWORD_ALPHABET.length)
    for (const n of counts.values()) expect(n).toBeGreaterThan(300)
    for (const n of counts.values()) expect(n).toBeLessThan(560)
    expect(ONE_TIME_PASSWORD_ALPHABET).not.toMatch(/[0O1lI]/)
  })
})

describe('hashing one-time passwords', () => {
  it('uses the one-time cost, never above the portal cost', () => {
    expect(ONE_TIME_SCRYPT).toEqual({ logN: 10, r: 1, p: 1 })
    expect(oneTimeParams(defaultParams(17))).toEqual({ logN: 10, r: 1, p: 1 })
    expect(oneTimeParams({ logN: 10, r: 1, p: 1 })).toEqual({ logN: 10, r: 1, p: 1 })
  })

  it('hashes several at once through the shared gate, each verifiable', async () => {
    let most = 0
    const gate = scryptGate()
    const run = gate.run.bind(gate)
    gate.run = (job) =>
      run(async () => {
        most = Math.max(most, gate.active)
        return job()
      })
    const passwords = Array.from({ length: 12 }, generateOneTimePassword)
    const hashes = await hashOneTimePasswords(passwords, { gate, scrypt: defaultParams(17) })
    expect(most).toBe(Math.max(1, Math.min(3, availableParallelism())))
    for (const [i, hash] of hashes.entries()) {
      expect(hash).toMatch(/^scrypt\$10\$1\$1\$/)
      expect(await verifyPassword(passwords[i], hash)).toBe(true)
    }
  })

  it('waits for a gate full of sign-ins instead of failing the commit', async () => {
    const gate = scryptGate(1, 0)
    let release = () => {}
    const signIn = gate.run(() => new Promise<void>((resolve) => (release = resolve)))
    let hashed = false
    const hashing = hashOneTimePasswords([generateOneTimePassword()], { gate, scrypt: defaultParams(10) }).finally(() => {
      hashed = true
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    // behind the sign-in, not beside it: the gate is what keeps scrypt's memory bounded
    expect(hashed).toBe(false)
    release()
    await signIn
    expect(await hashing).toHaveLength(1)
  })
})

describe('the first sign-in', () => {
  let t: TestApp
  beforeAll(async () => {
    t = await startTestApp({ scryptLogN: 11 })
    await buildOnboardingWorld(t.database.db)
  })
  afterAll(() => t.close())

  it("rehashes a one-time hash at the portal's cost; the password must still be changed", async () => {
    const admin = await signInAs(t.app, 'pusat.satu')
    const checked = await validateRows(admin, 'admin', [buyerRow(1)])
    const res = await commit(admin, 'admin', checked.json().token)
    expect(res.statusCode, res.body).toBe(201)
    const hashOf = async () =>
      (
        await t.database.db
          .selectFrom('users')
          .select('password_hash')
          .where('username', '=', 'pelanggan.1')
          .executeTakeFirstOrThrow()
      ).password_hash
    expect(await hashOf()).toMatch(/^scrypt\$10\$1\$1\$/)
    const buyer = new Agent(t.app)
    const login = await buyer.login('pelanggan.1', res.json().passwords[0].password)
    expect(login.json()).toMatchObject({ must_change_password: true })
    expect(await hashOf()).toMatch(/^scrypt\$11\$8\$1\$/)
  })
})
