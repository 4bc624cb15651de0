import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { ManualClock } from '../lib/clock'
import { openTestDatabase } from '../test/database'
import { buildBranch, buildProduct, buildStore } from '../test/factories'
import { silentLog, type TestRunner, testRunner } from '../test/feed-factories'
import { createDropFolder, type DropFolder, kindOfName, movedName } from './drop-folder'
import { createFeedService } from './service'

// The drop folder: files written completely are taken once, run as jobs (source 'folder'), and
// moved to done/ or failed/ with the job id in their name; a file still being written, or under a
// temporary name, is left alone; two instances looking at one folder take each file once.

let database: DatabaseHandle
let runner: TestRunner
let dir: string
const clock = new ManualClock('2026-11-25T00:00:00Z')

function folderOf(): DropFolder {
  const feeds = createFeedService({ db: database.db, clock })
  return createDropFolder({ dir, db: database.db, feeds, now: () => Date.now(), log: silentLog, settleMs: 1_000 })
}

/** Writes a file as a finished export: its time a minute ago. */
function drop(name: string, text: string, ageMs = 60_000) {
  const file = path.join(dir, name)
  fs.writeFileSync(file, text)
  const at = new Date(Date.now() - ageMs)
  fs.utimesSync(file, at, at)
  return file
}

const listing = (sub = '') =>
  fs
    .readdirSync(path.join(dir, sub))
    .filter((n) => n.endsWith('.csv'))
    .sort()
const jobs = () =>
  database.db.selectFrom('feed_jobs').select(['id', 'kind', 'source', 'state', 'file_name']).orderBy('id').execute()

beforeAll(async () => {
  database = await openTestDatabase()
  runner = testRunner(database)
  await buildBranch(database.db, 'JKT01')
  await buildProduct(database.db, { sto_id: 'DF1' })
})
afterAll(async () => {
  await runner.close()
  await database.close()
})
beforeEach(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'feed-dir-'))
  await database.db.deleteFrom('feed_folder_files').execute()
  await database.db.deleteFrom('feed_jobs').execute()
})

describe('drop folder', () => {
  it('knows the kinds by name and names a moved file after its job', () => {
    const names = ['catalogue-2026.csv', 'STOCK-jkt.CSV', 'supersessions-x.csv', 'harga-20261125.csv', 'Sinonim-pusat.csv']
    expect(names.map(kindOfName)).toEqual(['catalogue', 'stock', 'supersessions', 'harga', 'sinonim'])
    for (const name of [
      'stock-1.csv.tmp',
      '.stock-1.csv',
      'stock.csv',
      'harga.csv',
      'prices-1.csv',
      'synonyms-1.csv',
      '~stock-1.csv',
      'stock-1.csv.part',
    ]) {
      expect(kindOfName(name), name).toBeNull()
    }
    expect(movedName('stock-20261125.csv', 42)).toBe('stock-20261125.job-42.csv')
  })

  it('takes a finished file on its second look, runs it, and moves it to done/ with the job id', async () => {
    const folder = folderOf()
    drop('stock-20261125.csv', 'branch,part_no,qty\nJKT01,DF1,4\n')
    await folder.scan()
    expect(await jobs()).toEqual([]) // first look: not known to have settled yet
    await folder.scan()
    const [job] = await jobs()
    expect(job).toMatchObject({ kind: 'stock', source: 'folder', state: 'antrian', file_name: 'stock-20261125.csv' })
    await runner.runKind('stock')
    await folder.moveFinished()
    expect(listing()).toEqual([])
    expect(listing('done')).toEqual([`stock-20261125.job-${job.id}.csv`])
    const row = await database.db.selectFrom('stock').select('qty').executeTakeFirstOrThrow()
    expect(row.qty).toBe(4)
  })

  it("takes a customers' price file as a harga job", async () => {
    const branch = await database.db.selectFrom('branches').select('id').where('code', '=', 'JKT01').executeTakeFirstOrThrow()
    await buildStore(database.db, branch.id, { ibs_cust_code: 'DFTOKO1' })
    const folder = folderOf()
    drop('harga-20261125.csv', 'scope,code,part_no,discount_percent\ntoko,DFTOKO1,DF1,10\n')
    await folder.scan()
    await folder.scan()
    const [job] = await jobs()
    expect(job).toMatchObject({ kind: 'harga', source: 'folder', file_name: 'harga-20261125.csv' })
    await runner.runKind('harga')
    await folder.moveFinished()
    expect(listing('done')).toEqual([`harga-20261125.job-${job.id}.csv`])
    const agreement = await database.db.selectFrom('price_agreements').select(['scope', 'discount_bp', 'job_id']).execute()
    expect(agreement).toEqual([{ scope: 'toko', discount_bp: 1000, job_id: job.id }])
  })

  it('leaves a file that is still being written, and temporary names, until they settle', async () => {
    const folder = folderOf()
    const file = drop('catalogue-1.csv', 'part_no,name,price\nDF2,X,1\n', 0)
    drop('catalogue-2.csv.tmp', 'part_no,name,price\nDF3,X,1\n')
    drop('.catalogue-3.csv', 'part_no,name,price\nDF4,X,1\n')
    await folder.scan()
    await folder.scan()
    expect(await jobs()).toEqual([]) // written a moment ago
    fs.appendFileSync(file, 'DF5,Y,2\n') // the writer goes on: size and time change
    const old = new Date(Date.now() - 60_000)
    fs.utimesSync(file, old, old)
    await folder.scan()
    expect(await jobs()).toEqual([]) // changed since the last look
    await folder.scan()
    expect((await jobs()).map((j) => j.file_name)).toEqual(['catalogue-1.csv'])
  })

  it('moves a refused file to failed/ with the job that says why', async () => {
    const folder = folderOf()
    drop('stock-rusak.csv', 'cabang,part,jumlah\nJKT01,DF1,1\n')
    await folder.scan()
    await folder.scan()
    const [job] = await database.db.selectFrom('feed_jobs').select(['id', 'state', 'error', 'source']).execute()
    expect(job).toMatchObject({
      state: 'gagal',
      source: 'folder',
      error: 'Kolom branch, part_no, qty tidak ada. Kolom file ini: branch, part_no, qty, price (opsional).',
    })
    await folder.moveFinished()
    expect(listing('failed')).toEqual([`stock-rusak.job-${job.id}.csv`])
  })

  it('is taken by one instance only when two look at the same folder at once', async () => {
    const a = folderOf()
    const b = folderOf()
    for (let i = 1; i <= 5; i++) drop(`catalogue-${i}.csv`, `part_no,name,price\nDF${i}0,X,${i}\n`)
    await Promise.all([a.scan(), b.scan()])
    await Promise.all([a.scan(), b.scan()])
    expect((await jobs()).map((j) => j.file_name).sort()).toEqual([1, 2, 3, 4, 5].map((i) => `catalogue-${i}.csv`))
    await runner.runKind('catalogue')
    await Promise.all([a.moveFinished(), b.moveFinished()])
    expect(listing('done')).toHaveLength(5)
    expect(listing()).toEqual([])
  })
})
