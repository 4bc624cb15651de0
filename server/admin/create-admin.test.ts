import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { defaultParams, verifyPassword } from '../auth'
import { type DatabaseHandle, openDatabase } from '../db/connect'
import { lockDataFolder } from '../db/folder-lock'
import { openTestDatabase } from '../test/database'
import { createAdmin } from './create-admin'

const scrypt = defaultParams(10)
const at = new Date('2026-11-25T01:00:00Z')

describe('createAdmin', () => {
  let database: DatabaseHandle
  beforeAll(async () => {
    database = await openTestDatabase()
  })
  afterAll(() => database.close())

  it('makes a head-office account of no branch and no store, hashed, audited', async () => {
    const made = await createAdmin(
      database.db,
      { username: 'Pusat.Satu', firstName: 'Rina', lastName: 'Wati', password: 'rahasia-pusat', confirmation: 'rahasia-pusat' },
      scrypt,
      at,
    )
    expect(made).toMatchObject({ ok: true, username: 'pusat.satu' })
    const row = await database.db.selectFrom('users').selectAll().where('username', '=', 'pusat.satu').executeTakeFirstOrThrow()
    expect(row).toMatchObject({ roles: ['admin'], store_id: null, branch_id: null, account_branch_id: null })
    expect(row.first_name).toBe('Rina')
    expect(row.password_hash).not.toContain('rahasia-pusat')
    expect(await verifyPassword('rahasia-pusat', row.password_hash)).toBe(true)
    const audit = await database.db.selectFrom('account_events').selectAll().where('user_id', '=', row.id).execute()
    expect(audit).toMatchObject([{ action: 'created', actor_id: null }])
  })

  it('applies the account rules and refuses a username that exists', async () => {
    const input = { username: 'pusat.dua', password: 'rahasia1', confirmation: 'rahasia1' }
    expect(await createAdmin(database.db, { ...input, password: 'abc', confirmation: 'abc' }, scrypt, at)).toMatchObject({
      ok: false,
    })
    expect(await createAdmin(database.db, { ...input, confirmation: 'rahasia2' }, scrypt, at)).toMatchObject({
      ok: false,
      message: expect.stringContaining('Konfirmasi'),
    })
    expect(await createAdmin(database.db, { ...input, username: '.x' }, scrypt, at)).toMatchObject({ ok: false })
    expect(
      await createAdmin(database.db, { ...input, password: 'x'.repeat(65), confirmation: 'x'.repeat(65) }, scrypt, at),
    ).toMatchObject({
      ok: false,
    })
    expect(await createAdmin(database.db, input, scrypt, at)).toMatchObject({ ok: true })
    expect(await createAdmin(database.db, input, scrypt, at)).toEqual({
      ok: false,
      message: 'Username PUSAT.DUA sudah terpakai.',
    })
  })
})

// Each run is a real process: tsx, the embedded database and its migrations, ~5 s on a quiet
// machine and several times that on a busy one.
describe('npm run admin:create', () => {
  const run = promisify(execFile)
  const { DATABASE_URL: _unused, ADMIN_PASSWORD: _none, ...withoutDatabaseUrl } = process.env
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-admin-'))
  const cli = (args: string[], env: Record<string, string>) =>
    run(process.execPath, ['--import', 'tsx', 'server/admin/cli-create-admin.ts', ...args], {
      env: { ...withoutDatabaseUrl, DATA_DIR: dataDir, SCRYPT_LOG_N: '10', ...env },
    }).then(
      (r) => ({ code: 0, out: r.stdout + r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout + e.stderr }),
    )
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))

  it('reads the password from ADMIN_PASSWORD off a terminal, refuses the same name again with exit 1', async () => {
    const first = await cli(['--username', 'kantor.pusat'], { ADMIN_PASSWORD: 'rahasia-pusat' })
    expect(first, first.out).toMatchObject({ code: 0 })
    expect(first.out).toContain('KANTOR.PUSAT dibuat')
    const again = await cli(['--username', 'kantor.pusat'], { ADMIN_PASSWORD: 'rahasia-pusat' })
    expect(again.code).toBe(1)
    expect(again.out).toContain('sudah terpakai')
    const short = await cli(['--username', 'kantor.dua'], { ADMIN_PASSWORD: 'abc' })
    expect(short.code).toBe(1)
    const none = await cli(['--username', 'kantor.dua'], {})
    expect(none.code).toBe(2)
    expect(none.out).toContain('ADMIN_PASSWORD')
    // the account is real: the embedded database holds it
    const database = await openDatabase({ dataDir })
    try {
      const rows = await database.db.selectFrom('users').select(['username', 'roles']).execute()
      expect(rows).toEqual([{ username: 'kantor.pusat', roles: ['admin'] }])
    } finally {
      await database.close()
    }
  }, 300_000)

  it('says plainly that the portal holds the embedded folder, and writes nothing', async () => {
    const release = lockDataFolder(dataDir)
    try {
      // the lock of a live process: this test's own
      const busy = await cli(['--username', 'kantor.tiga'], { ADMIN_PASSWORD: 'rahasia-pusat' })
      expect(busy.code).toBe(1)
      expect(busy.out).toContain('sedang dipakai oleh proses lain')
    } finally {
      release()
    }
    // a lock left by a process that is gone is taken over
    fs.writeFileSync(path.join(dataDir, 'portal.lock'), '999999')
    expect((await cli(['--username', 'kantor.tiga'], { ADMIN_PASSWORD: 'rahasia-pusat' })).code).toBe(0)
  }, 300_000)
})
