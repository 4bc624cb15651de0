import { sql } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { SYNONYM_MESSAGES } from '#common/synonyms.ts'
import type { DatabaseHandle } from '../db/connect'
import { type Notifications, startNotifications } from '../db/notifications'
import { SYNONYMS_CHANNEL } from '../synonyms'
import { openTestDatabase } from '../test/database'
import { buildUser } from '../test/factories'
import { loadFeed, rejectsOf, silentLog, type TestRunner, testRunner } from '../test/feed-factories'
import { listRejects } from './queries'

// The 'sinonim' feed (docs/product.md §14.2, docs/operations.md 'Sinonim'): each line checked with
// head office's form rules and refused with their messages, a term twice refusing both lines; every
// line adds or replaces its term (never adds to its phrases), other terms stay; only new or
// different terms written; all or nothing. A load that changed something is announced on
// SYNONYMS_CHANNEL in its transaction, heard here as the instances hear it.

let database: DatabaseHandle
let runner: TestRunner
let notifications: Notifications
const notices: string[] = []

const sinonim = (...lines: string[]) => `${['term,synonyms', ...lines].join('\n')}\n`

/** The list as one line per term: 'kampas rem = BRAKE PAD | BRAKE SHOE'. */
const terms = async () =>
  (await database.db.selectFrom('search_synonyms').select(['term', 'synonyms']).orderBy('term').execute()).map(
    (r) => `${r.term} = ${r.synonyms.join(' | ')}`,
  )

/** Each term's tuple version: a row written again, even unchanged, gets a new one. */
const versions = async () =>
  (
    await sql<{ v: string }>`select concat_ws(' ', term, ctid::text, xmin::text) as v from search_synonyms order by term`.execute(
      database.db,
    )
  ).rows.map((r) => r.v)

/** How many synonym notices were heard since the last ask (a notice of the test's own, sent last, closes the count). */
async function noticesSinceLastAsk(): Promise<number> {
  await sql`select pg_notify(${SYNONYMS_CHANNEL}, 'end')`.execute(database.db)
  await vi.waitFor(() => expect(notices.at(-1)).toBe('end'))
  return notices.splice(0).filter((payload) => payload !== 'end').length
}

let editor: { id: number }

beforeAll(async () => {
  database = await openTestDatabase()
  runner = testRunner(database)
  editor = await buildUser(database.db, { roles: ['admin'], username: 'pusat.sinonim' })
  notifications = await startNotifications(database, [SYNONYMS_CHANNEL], silentLog)
  notifications.listen(SYNONYMS_CHANNEL, (payload) => notices.push(payload))
})
afterAll(async () => {
  await notifications.close()
  await runner.close()
  await database.close()
})

/** Every test starts from a list of two terms head office typed (the migration's own list is not this test's). */
beforeEach(async () => {
  await database.db.deleteFrom('search_synonyms').execute()
  await database.db
    .insertInto('search_synonyms')
    .values([
      { term: 'kampas rem', synonyms: ['BRAKE PAD', 'BRAKE SHOE'], updated_by: editor.id },
      { term: 'aki', synonyms: ['BATTERY'], updated_by: editor.id },
    ])
    .execute()
  await noticesSinceLastAsk()
})

describe('sinonim feed: a list loaded', () => {
  it('adds new terms and replaces the phrases of those it names, as the list keeps them; other terms stay', async () => {
    const job = await loadFeed(
      database,
      runner,
      'sinonim',
      sinonim(
        'Kampas-Rem,brake lining', // replaces BRAKE PAD and BRAKE SHOE, adds nothing to them
        'busi,"spark plug; PLUG SPARK;"',
        '  Saringan   Oli ,FILTER OIL;filter oil',
      ),
    )
    expect(job).toMatchObject({ state: 'selesai', total_lines: 3, added: 2, changed: 1, unchanged: 0, rejected: 0 })
    expect(await terms()).toEqual([
      'aki = BATTERY',
      'busi = SPARK PLUG | PLUG SPARK',
      'kampas rem = BRAKE LINING',
      'saringan oli = FILTER OIL',
    ])
    // a term a file wrote names no person; the others keep theirs
    const by = await database.db.selectFrom('search_synonyms').select(['term', 'updated_by']).orderBy('term').execute()
    expect(by).toEqual([
      { term: 'aki', updated_by: editor.id },
      { term: 'busi', updated_by: null },
      { term: 'kampas rem', updated_by: null },
      { term: 'saringan oli', updated_by: null },
    ])
    expect(await noticesSinceLastAsk()).toBe(1)
  })

  it('writes nothing for lines the list has as they are, and tells nobody when nothing changed', async () => {
    const before = await versions()
    const job = await loadFeed(database, runner, 'sinonim', sinonim('aki,battery', 'KAMPAS REM,BRAKE PAD;BRAKE SHOE'))
    expect(job).toMatchObject({ state: 'selesai', total_lines: 2, added: 0, changed: 0, unchanged: 2 })
    expect(await versions()).toEqual(before)
    expect(await noticesSinceLastAsk()).toBe(0)
    // the same phrases in another order are another list
    const reordered = await loadFeed(database, runner, 'sinonim', sinonim('kampas rem,BRAKE SHOE;BRAKE PAD'))
    expect(reordered).toMatchObject({ state: 'selesai', added: 0, changed: 1, unchanged: 0 })
  })
})

describe('sinonim feed: lines refused', () => {
  it("refuses every bad line with the form's message, a term twice on both lines, and writes nothing of the file", async () => {
    const before = await versions()
    const eleven = Array.from({ length: 11 }, (_, i) => `PHRASE ${i}`).join(';')
    const job = await loadFeed(
      database,
      runner,
      'sinonim',
      sinonim(
        'busi,SPARK PLUG', // 2: good
        ',BATTERY',
        'kampas rem depan kiri atas,BRAKE PAD',
        `${'a'.repeat(41)},BRAKE PAD`,
        '---,BRAKE PAD',
        'oli,', // 7
        'oli,;;',
        `oli,${eleven}`,
        'oli,BRAKE PAD FRONT LEFT UPPER',
        '---,;', // 11: both
        'Saringan Oli,FILTER OIL', // 12 and 14: one term as the list keeps it
        'aki,BATTERY',
        'saringan  oli,OIL FILTER',
      ),
    )
    expect(job).toMatchObject({ state: 'gagal', total_lines: 13, rejected: 11, added: 0, changed: 0 })
    expect(job.error).toBe('11 baris bermasalah: file ini dimuat seluruhnya atau tidak sama sekali. Tidak ada yang dimuat.')
    const { term, synonyms } = SYNONYM_MESSAGES
    expect(await rejectsOf(database.db, job.id)).toEqual([
      [3, term],
      [4, term],
      [5, term],
      [6, term],
      [7, synonyms],
      [8, synonyms],
      [9, synonyms],
      [10, synonyms],
      [11, `${term}; ${synonyms}`],
      [12, 'term "saringan oli" ganda (juga di baris 14)'],
      [14, 'term "saringan oli" ganda (juga di baris 12)'],
    ])
    // a line refused for being twice shows its cells as read
    expect((await listRejects(database.db, job.id)).find((r) => r.line === 14)?.cells).toEqual(['saringan  oli', 'OIL FILTER'])
    expect(await versions()).toEqual(before)
    expect(await noticesSinceLastAsk()).toBe(0)
  })

  it('refuses the whole file for one bad line, even far under the 1 % of the other kinds', async () => {
    const before = await versions()
    const good = Array.from({ length: 300 }, (_, i) => `istilah ${i},PART ${i}`)
    const job = await loadFeed(database, runner, 'sinonim', sinonim(...good, 'aki,'))
    expect(job).toMatchObject({ state: 'gagal', total_lines: 301, rejected: 1, added: 0 })
    expect(await rejectsOf(database.db, job.id)).toEqual([[302, SYNONYM_MESSAGES.synonyms]])
    expect(await versions()).toEqual(before)
    expect(await noticesSinceLastAsk()).toBe(0)
  })

  it('refuses a file without its two columns as it arrives, naming them', async () => {
    await expect(loadFeed(database, runner, 'sinonim', 'term,phrases\naki,BATTERY\n')).rejects.toMatchObject({
      status: 422,
      detail: 'Kolom synonyms tidak ada. Kolom file ini: term, synonyms.',
    })
    expect(await terms()).toEqual(['aki = BATTERY', 'kampas rem = BRAKE PAD | BRAKE SHOE'])
  })
})
