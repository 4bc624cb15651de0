import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest'
import { openDatabase } from '#server/db/connect.ts'
import { migrateToLatest } from '#server/db/migrate.ts'
import { buildBranch, buildProduct, buildStore } from '#server/test/factories.ts'
import { runFeedCli } from './run-feed-cli'

// `npm run prices:import -- file.csv`: the 'harga' feed from the command line, as a job of its own
// (source 'cli') on the portal's database; here an embedded data folder of the test's own, the
// way an operator's machine without DATABASE_URL has one.

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-prices-cli-'))
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }))
afterEach(() => {
  vi.unstubAllEnvs()
  vi.restoreAllMocks()
})

const COLUMNS =
  'scope, code, part_no atau part_group, discount_percent atau net_price, valid_from (opsional), valid_to (opsional)'

describe('npm run prices:import', () => {
  it("is the harga kind's command: the script runs the entry, whose usage names it and the columns", async () => {
    const scripts = JSON.parse(fs.readFileSync('package.json', 'utf8')).scripts
    expect(scripts['prices:import']).toBe('node --import tsx server/feeds/cli/prices.ts')
    // without a file the command says how to call it and exits 2, before any database
    const answer = await promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/feeds/cli/prices.ts']).then(
      () => ({ code: 0, stderr: '' }),
      (e: { code: number; stderr: string }) => e,
    )
    expect(answer.code).toBe(2)
    expect(answer.stderr).toContain(`Pakai: npm run prices:import -- file.csv   (kolom: ${COLUMNS})`)
  }, 120_000)

  it('loads a file as a harga job, prints its counts, and exits 1 with the reasons of a refused one', async () => {
    const setup = await openDatabase({ dataDir })
    try {
      await migrateToLatest(setup.db)
      const branch = await buildBranch(setup.db, 'JKT01')
      await buildStore(setup.db, branch.id, { ibs_cust_code: 'TK001' })
      await buildProduct(setup.db, { sto_id: 'P0001' })
    } finally {
      await setup.close()
    }
    const good = path.join(dataDir, 'harga-1.csv')
    const bad = path.join(dataDir, 'harga-2.csv')
    fs.writeFileSync(good, 'scope,code,part_no,net_price\ntoko,TK001,P0001,90000\n')
    fs.writeFileSync(bad, 'scope,code,part_no,net_price\ntoko,ZZ999,P0001,90000\n')
    vi.stubEnv('DATA_DIR', dataDir)
    vi.stubEnv('DATABASE_URL', undefined)
    const said = vi.spyOn(console, 'log').mockImplementation(() => {})
    const complained = vi.spyOn(console, 'error').mockImplementation(() => {})

    expect(await runFeedCli('harga', [good])).toBe(0)
    expect(said.mock.calls.flat()).toContain(
      `Harga Pelanggan: job #1 selesai dari ${good}: 1 ditambah, 0 diubah, 0 tidak berubah, 0 ditolak.`,
    )
    expect(await runFeedCli('harga', [bad])).toBe(1)
    expect(complained.mock.calls.flat()).toEqual([
      '  baris 2: toko tidak dikenal: "ZZ999"',
      'Harga Pelanggan: job #2 gagal: 1 baris bermasalah: file ini dimuat seluruhnya atau tidak sama sekali. Tidak ada yang dimuat.',
    ])

    const after = await openDatabase({ dataDir })
    try {
      const jobs = await after.db.selectFrom('feed_jobs').select(['kind', 'source', 'state']).orderBy('id').execute()
      expect(jobs).toEqual([
        { kind: 'harga', source: 'cli', state: 'selesai' },
        { kind: 'harga', source: 'cli', state: 'gagal' },
      ])
      const prices = await after.db.selectFrom('price_agreements').select(['scope', 'net_price']).execute()
      expect(prices).toEqual([{ scope: 'toko', net_price: 90000 }])
    } finally {
      await after.close()
    }
  }, 120_000)
})
