import { sql } from 'kysely'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { type Notifications, startNotifications } from '../db/notifications'
import { PRICES_CHANNEL } from '../pricing'
import { openTestDatabase } from '../test/database'
import { buildBranch, buildProduct, buildStore } from '../test/factories'
import { jobOf, loadFeed, queueFeed, rejectsOf, silentLog, type TestRunner, testRunner } from '../test/feed-factories'
import { listRejects } from './queries'

// The 'harga' feed (docs/product.md §10.10, docs/operations.md 'Harga Pelanggan'): each line's
// refusal and its reason, the file as the whole list of the codes it names, only differences
// written, all or nothing; and the catalogue feed's part_group column. Every write that changes a
// price is announced on PRICES_CHANNEL, heard here as the instances hear it.

let database: DatabaseHandle
let runner: TestRunner
let notifications: Notifications
const notices: string[] = []

const HEAD = 'scope,code,part_no,part_group,discount_percent,net_price,valid_from,valid_to'
const harga = (...lines: string[]) => `${[HEAD, ...lines].join('\n')}\n`

/** Each agreement as one readable line: scope, code, target, terms, days. */
const agreements = async () =>
  (
    await sql<{ row: string }>`
      select concat_ws(' ', a.scope, coalesce(st.ibs_cust_code, a.price_group), coalesce(p.sto_id, 'grup:' || a.part_group),
        coalesce(a.discount_bp || 'bp', 'Rp' || a.net_price), coalesce(a.valid_from::text, '…') || '/' || coalesce(a.valid_to::text, '…')) as row
      from price_agreements a left join stores st on st.id = a.store_id left join products p on p.id = a.product_id
    `.execute(database.db)
  ).rows
    .map((r) => r.row)
    .sort()

/** Each agreement's tuple version: a row written again, even unchanged, gets a new one. */
const versions = async (): Promise<Record<string, string>> => {
  const { rows } = await sql<{ key: string; version: string }>`
    select id::text as key, concat_ws(' ', ctid::text, xmin::text, xmax::text) as version from price_agreements
  `.execute(database.db)
  return Object.fromEntries(rows.map((r) => [r.key, r.version]))
}

const partVersions = async () =>
  (
    await sql<{ version: string }>`
      select concat_ws(' ', sto_id, ctid::text, xmin::text, xmax::text) as version from products order by sto_id
    `.execute(database.db)
  ).rows.map((r) => r.version)

const partGroups = async () =>
  (
    await database.db
      .selectFrom('products')
      .select(['sto_id', 'part_group'])
      .where('sto_id', 'like', 'P%')
      .orderBy('sto_id')
      .execute()
  ).map((p) => `${p.sto_id} ${p.part_group ?? '-'}`)

/**
 * How many price notices were heard since the last ask. PostgreSQL delivers them after each commit,
 * in commit order: a notice of the test's own, sent last and waited for, means every one before
 * it is in.
 */
async function noticesSinceLastAsk(): Promise<number> {
  await sql`select pg_notify(${PRICES_CHANNEL}, 'end')`.execute(database.db)
  await vi.waitFor(() => expect(notices.at(-1)).toBe('end'))
  return notices.splice(0).filter((payload) => payload !== 'end').length
}

beforeAll(async () => {
  database = await openTestDatabase()
  runner = testRunner(database)
  const branch = await buildBranch(database.db, 'JKT01')
  for (const code of ['TK001', 'TK002', 'TK003', 'TK004']) await buildStore(database.db, branch.id, { ibs_cust_code: code })
  await database.db.updateTable('stores').set({ price_group: 'BENGKEL-A' }).where('ibs_cust_code', '=', 'TK003').execute()
  await database.db.updateTable('stores').set({ price_group: 'BENGKEL-B' }).where('ibs_cust_code', '=', 'TK004').execute()
  for (let i = 1; i <= 6; i++) await buildProduct(database.db, { sto_id: `P000${i}` })
  await database.db.updateTable('products').set({ part_group: 'OLI' }).where('sto_id', 'in', ['P0001', 'P0002']).execute()
  await database.db.updateTable('products').set({ part_group: 'FILTER' }).where('sto_id', '=', 'P0003').execute()
  notifications = await startNotifications(database, [PRICES_CHANNEL], silentLog)
  notifications.listen(PRICES_CHANNEL, (payload) => notices.push(payload))
})
afterAll(async () => {
  await notifications.close()
  await runner.close()
  await database.close()
})

describe('harga feed: a price list loaded', () => {
  it('keeps discounts in basis points (point or comma), net prices, part groups and days; codes upper-cased', async () => {
    const job = await loadFeed(
      database,
      runner,
      'harga',
      harga(
        'toko,tk001,p0001,,"12,5",,2026-01-01,2026-06-30',
        'TOKO,TK001,P0001,,15,,2026-07-01,',
        'toko,TK001,,oli,7.25,,,',
        'grup,bengkel-a,P0002,,,95000,,',
        'grup,BENGKEL-A,,FILTER,100,,,',
      ),
    )
    expect(job).toMatchObject({ state: 'selesai', total_lines: 5, added: 5, changed: 0, unchanged: 0, rejected: 0 })
    expect(await agreements()).toEqual([
      'grup BENGKEL-A P0002 Rp95000 …/…',
      'grup BENGKEL-A grup:FILTER 10000bp …/…',
      'toko TK001 P0001 1250bp 2026-01-01/2026-06-30',
      'toko TK001 P0001 1500bp 2026-07-01/…',
      'toko TK001 grup:OLI 725bp …/…',
    ])
    const jobs = await database.db.selectFrom('price_agreements').select('job_id').distinct().execute()
    expect(jobs).toEqual([{ job_id: job.id }])
    expect(await noticesSinceLastAsk()).toBe(1)
  })

  it('refuses every bad line with its reason, and writes nothing of a file with one', async () => {
    const before = await agreements()
    const lines = [
      'toko,TK002,P0001,,10,,,', // 2: good
      'pusat,TK002,P0002,,10,,,',
      'toko,ZZ999,P0002,,10,,,',
      'grup,BENGKEL-Z,P0002,,10,,,',
      'toko,BENGKEL-A,P0002,,10,,,', // a price group is not a store
      'toko,TK002,NOPE1,,10,,,',
      'toko,TK002,,BAN,10,,,',
      'toko,TK002,P0003,OLI,10,,,',
      'toko,TK002,,,10,,,', // 10
      'toko,TK002,P0004,,10,5000,,',
      'toko,TK002,P0004,,,,,',
      'toko,TK002,P0005,,100.01,,,',
      'toko,TK002,P0005,,12.345,,,',
      'toko,TK002,P0006,,,12.5,,',
      'toko,TK002,P0006,,,1000000000001,,',
      'toko,TK002,P0006,,5,,2026-02-30,',
      'toko,TK002,P0006,,5,,2026-03-01,2026-02-28',
      'toko,TK002,P0002,,5,,2026-01-01,2026-03-31', // 19 and 20 share 2026-03-31
      'toko,TK002,P0002,,6,,2026-03-31,', // 20
      'toko,TK002,P0002,,7,,,2025-12-31', // 21: ends before 19 begins: good
      'toko,TK002,,OLI,5,,,', // 22 and 23: both always
      'toko,TK002,,OLI,6,,,',
      // 24 spans 25 and 26, which do not touch each other
      'toko,TK002,P0003,,1,,2025-01-01,2025-12-31',
      'toko,TK002,P0003,,2,,2025-02-01,2025-02-10',
      'toko,TK002,P0003,,3,,2025-03-01,2025-03-05',
      'toko,TK002,P0004,,,0,,', // 27: a net price of nothing is a price
      'pusat,,,,,,,',
    ]
    const job = await loadFeed(database, runner, 'harga', harga(...lines))
    expect(job).toMatchObject({ state: 'gagal', total_lines: 27, rejected: 24, added: 0, changed: 0 })
    expect(job.error).toBe('24 baris bermasalah: file ini dimuat seluruhnya atau tidak sama sekali. Tidak ada yang dimuat.')
    const overlap = (line: number) => `masa berlaku tumpang tindih untuk code dan part yang sama (juga di baris ${line})`
    const percent = (cell: string) => `discount_percent harus angka 0–100 dengan paling banyak dua desimal: "${cell}"`
    const rupiah = (cell: string) => `net_price harus bilangan bulat Rupiah 0 sampai 1.000.000.000.000: "${cell}"`
    expect(await rejectsOf(database.db, job.id)).toEqual([
      [3, 'scope harus toko atau grup: "pusat"'],
      [4, 'toko tidak dikenal: "ZZ999"'],
      [5, 'grup harga tidak dikenal: "BENGKEL-Z"'],
      [6, 'toko tidak dikenal: "BENGKEL-A"'],
      [7, 'part tidak ditemukan: "NOPE1"'],
      [8, 'grup part tidak dikenal: "BAN"'],
      [9, 'isi part_no atau part_group, tidak keduanya'],
      [10, 'part_no atau part_group harus diisi'],
      [11, 'isi discount_percent atau net_price, tidak keduanya'],
      [12, 'discount_percent atau net_price harus diisi'],
      [13, percent('100.01')],
      [14, percent('12.345')],
      [15, rupiah('12.5')],
      [16, rupiah('1000000000001')],
      [17, 'valid_from harus tanggal yyyy-mm-dd: "2026-02-30"'],
      [18, 'valid_to 2026-02-28 sebelum valid_from 2026-03-01'],
      [19, overlap(20)],
      [20, overlap(19)],
      [22, overlap(23)],
      [23, overlap(22)],
      [24, overlap(25)],
      [25, overlap(24)],
      [26, overlap(24)],
      [
        28,
        'scope harus toko atau grup: "pusat"; code kosong; part_no atau part_group harus diisi; discount_percent atau net_price harus diisi',
      ],
    ])
    // a line refused in SQL shows its cells as staged: the codes in capitals, the discount a number
    const cells = await listRejects(database.db, job.id)
    expect(cells.find((r) => r.line === 19)?.cells).toEqual(['toko', 'TK002', 'P0002', '', '5', '', '2026-01-01', '2026-03-31'])
    expect(cells.find((r) => r.line === 4)?.cells).toEqual(['toko', 'ZZ999', 'P0002', '', '10', '', '', ''])
    expect(await agreements()).toEqual(before)
    expect(await noticesSinceLastAsk()).toBe(0)
  })

  it('shows a discount refused in SQL as the percent it was', async () => {
    const job = await loadFeed(database, runner, 'harga', harga('toko,ZZ999,P0001,,"12,5",,,', 'toko,ZZ999,P0002,,,85000,,'))
    const cells = (await listRejects(database.db, job.id)).map((r) => r.cells)
    expect(cells).toEqual([
      ['toko', 'ZZ999', 'P0001', '', '12.5', '', '', ''],
      ['toko', 'ZZ999', 'P0002', '', '', '85000', '', ''],
    ])
  })

  it('refuses the whole file for one bad line, even far under the 1 % of the other kinds', async () => {
    const before = await versions()
    const day = (i: number) => new Date(Date.UTC(2027, 0, 1 + i)).toISOString().slice(0, 10)
    const good = Array.from({ length: 300 }, (_, i) => `toko,TK002,P0001,,${i % 50},,${day(i)},${day(i)}`)
    const job = await loadFeed(database, runner, 'harga', harga(...good, 'toko,TK002,NOPE,,5,,,'))
    expect(job).toMatchObject({ state: 'gagal', total_lines: 301, rejected: 1, added: 0 })
    expect(await rejectsOf(database.db, job.id)).toEqual([[302, 'part tidak ditemukan: "NOPE"']])
    expect(await versions()).toEqual(before)
    expect(await noticesSinceLastAsk()).toBe(0)
  })
})

describe('harga feed: the whole list of each code it names', () => {
  const night = harga(
    'toko,TK001,P0001,,12.5,,2026-01-01,2026-06-30', // as it was
    'toko,TK001,P0001,,16,,2026-07-01,', // 15 % before
    'toko,TK001,P0003,,,70000,,', // new
    'grup,BENGKEL-A,P0002,,4,,,', // a net price before
    'grup,BENGKEL-A,,FILTER,100,,,', // as it was
  )

  it('replaces the lists of the codes in the file, and leaves other codes their own', async () => {
    const others = await loadFeed(database, runner, 'harga', harga('toko,TK002,P0004,,1,,,', 'grup,BENGKEL-B,P0003,,3,,,'))
    expect(others).toMatchObject({ state: 'selesai', added: 2 })
    const before = await versions()
    const job = await loadFeed(database, runner, 'harga', night)
    // TK001's part group OLI is not in its list any more: removed, and counted as changed
    expect(job).toMatchObject({ state: 'selesai', total_lines: 5, added: 1, changed: 3, unchanged: 2, rejected: 0 })
    expect(await agreements()).toEqual([
      'grup BENGKEL-A P0002 400bp …/…',
      'grup BENGKEL-A grup:FILTER 10000bp …/…',
      'grup BENGKEL-B P0003 300bp …/…',
      'toko TK001 P0001 1250bp 2026-01-01/2026-06-30',
      'toko TK001 P0001 1600bp 2026-07-01/…',
      'toko TK001 P0003 Rp70000 …/…',
      'toko TK002 P0004 100bp …/…',
    ])
    const after = await versions()
    const rewritten = Object.keys(before).filter((id) => before[id] !== after[id])
    const kept = await database.db
      .selectFrom('price_agreements as a')
      .leftJoin('stores as s', 's.id', 'a.store_id')
      .select(['a.id', 's.ibs_cust_code', 'a.price_group', 'a.discount_bp'])
      .where('a.id', 'in', rewritten.length > 0 ? rewritten.map(Number) : [0])
      .execute()
    // the two changed rows are written again; the unchanged, and TK002's and BENGKEL-B's, are not
    expect(kept.map((k) => `${k.ibs_cust_code ?? k.price_group} ${k.discount_bp}`).sort()).toEqual([
      'BENGKEL-A 400',
      'TK001 1600',
    ])
    expect(rewritten).toHaveLength(3) // and the one removed
    expect(await noticesSinceLastAsk()).toBe(2) // the two jobs
  })

  it('writes and announces nothing when the same list comes again', async () => {
    const before = await versions()
    const again = await loadFeed(database, runner, 'harga', night)
    expect(again).toMatchObject({ state: 'selesai', added: 0, changed: 0, unchanged: 5 })
    expect(await versions()).toEqual(before)
    expect(await noticesSinceLastAsk()).toBe(0)
    const changed = await loadFeed(database, runner, 'harga', night.replace('12.5', '13'))
    expect(changed).toMatchObject({ state: 'selesai', changed: 1, unchanged: 4 })
    expect(await noticesSinceLastAsk()).toBe(1)
  })

  it('waits for a catalogue file that came before it: its part groups may be new there', async () => {
    const catalogue = await queueFeed(database.db, 'catalogue', 'part_no,name,price,part_group\nN0001,BARU,5000,aki\n')
    const prices = await queueFeed(database.db, 'harga', harga('toko,TK003,,AKI,5,,,'))
    await runner.runKind('harga')
    expect((await jobOf(database.db, prices)).state).toBe('antrian')
    await runner.runKind('catalogue')
    await runner.runKind('harga')
    expect(await jobOf(database.db, catalogue)).toMatchObject({ state: 'selesai', added: 1 })
    expect(await jobOf(database.db, prices)).toMatchObject({ state: 'selesai', added: 1 })
    // a new part in a group changes what the group's agreements price: both jobs announce
    expect(await noticesSinceLastAsk()).toBe(2)
  })
})

describe('catalogue feed: the part_group column', () => {
  const parts = (groups: string[]) =>
    `part_no,name,price,part_group\n${groups.map((g, i) => `P000${i + 1},BRAKE PAD FR,100000,${g}`).join('\n')}\n`

  it('sets and clears groups when the file has the column, and announces the change', async () => {
    await noticesSinceLastAsk()
    // P0001 leaves OLI, P0004 joins AKI (written lower-case), the others stay as they are
    const job = await loadFeed(database, runner, 'catalogue', parts(['', 'OLI', 'FILTER', 'aki', '', '']))
    expect(job).toMatchObject({ state: 'selesai', added: 0, changed: 2, unchanged: 4 })
    expect(await partGroups()).toEqual(['P0001 -', 'P0002 OLI', 'P0003 FILTER', 'P0004 AKI', 'P0005 -', 'P0006 -'])
    expect(await noticesSinceLastAsk()).toBe(1)
  })

  it('keeps the groups when the file has no such column, and writes nor announces anything for the same groups', async () => {
    const before = await partVersions()
    const without = await loadFeed(
      database,
      runner,
      'catalogue',
      'part_no,name,price\nP0002,BRAKE PAD FR,100000\nP0004,BRAKE PAD FR,100000\n',
    )
    expect(without).toMatchObject({ state: 'selesai', changed: 0, unchanged: 2 })
    const same = await loadFeed(database, runner, 'catalogue', parts(['', 'OLI', 'FILTER', 'AKI', '', '']))
    expect(same).toMatchObject({ state: 'selesai', changed: 0, unchanged: 6 })
    expect(await partGroups()).toEqual(['P0001 -', 'P0002 OLI', 'P0003 FILTER', 'P0004 AKI', 'P0005 -', 'P0006 -'])
    expect(await partVersions()).toEqual(before)
    expect(await noticesSinceLastAsk()).toBe(0)
  })

  it('refuses a line whose part group is not a code', async () => {
    const many = Array.from({ length: 150 }, (_, i) => `G${String(i).padStart(4, '0')},PART,1000,`)
    const job = await loadFeed(
      database,
      runner,
      'catalogue',
      `part_no,name,price,part_group\n${many.join('\n')}\nG9999,PART,1000,OLI BARU\n`,
    )
    expect(job).toMatchObject({ state: 'selesai', added: 150, rejected: 1 })
    expect(await rejectsOf(database.db, job.id)).toEqual([[152, 'part_group tidak valid: "OLI BARU"']])
    // new parts of no group change no agreement's reach
    expect(await noticesSinceLastAsk()).toBe(0)
  })
})
