import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { openTestDatabase } from '../test/database'
import { loadFeed, rejectsOf, type TestRunner, testRunner } from '../test/feed-factories'

let database: DatabaseHandle
let runner: TestRunner

const edges = async () =>
  (
    await database.db
      .selectFrom('part_supersessions')
      .select(['old_part_no', 'new_part_no', 'kind'])
      .orderBy('old_part_no')
      .orderBy('new_part_no')
      .execute()
  ).map((e) => `${e.old_part_no}>${e.new_part_no} ${e.kind}`)

const HEAD = 'old_part_no,new_part_no,type,effective_date'

beforeAll(async () => {
  database = await openTestDatabase()
  runner = testRunner(database)
})
afterAll(async () => {
  await runner.close()
  await database.close()
})

describe('supersession feed job', () => {
  it('adds edges, and counts edges loaded before as unchanged', async () => {
    const first = await loadFeed(
      database,
      runner,
      'supersessions',
      `${HEAD}\nA1,A2,replace,2026-01-01\nB1,B2,two-way,2026-01-01\n`,
    )
    expect(first).toMatchObject({ state: 'selesai', added: 2, unchanged: 0, rejected: 0 })
    const second = await loadFeed(
      database,
      runner,
      'supersessions',
      `${HEAD}\nA1,A2,replace,2026-01-01\nA2,A3,replace,2026-02-01\n`,
    )
    expect(second).toMatchObject({ state: 'selesai', total_lines: 2, added: 1, unchanged: 1 })
    expect(await edges()).toEqual(['A1>A2 replace', 'A2>A3 replace', 'B1>B2 interchangeable'])
  })

  it('refuses the whole file for one bad line, even under the threshold: a cycle writes nothing', async () => {
    const good = Array.from({ length: 300 }, (_, i) => `C${i},D${i},replace,2026-03-01`).join('\n')
    const job = await loadFeed(database, runner, 'supersessions', `${HEAD}\n${good}\nA3,A1,replace,2026-03-01\n`)
    expect(job.state).toBe('gagal')
    expect(job.error).toBe('1 baris bermasalah: file ini dimuat seluruhnya atau tidak sama sekali. Tidak ada yang dimuat.')
    expect(job).toMatchObject({ total_lines: 301, rejected: 1, added: 0 })
    const [[line, reason]] = await rejectsOf(database.db, job.id)
    expect(line).toBe(302)
    expect(reason).toMatch(/^A3 → A1 /)
    expect(await edges()).toEqual(['A1>A2 replace', 'A2>A3 replace', 'B1>B2 interchangeable'])
  })

  it('lists every field problem of a line in one reason', async () => {
    const job = await loadFeed(database, runner, 'supersessions', `${HEAD}\nE1,E1,sideways,2026-02-30\n`)
    expect(await rejectsOf(database.db, job.id)).toEqual([
      [
        2,
        'part E1 tidak bisa menggantikan dirinya sendiri; type harus replace atau interchangeable: "sideways"; effective_date harus tanggal yyyy-mm-dd: "2026-02-30"',
      ],
    ])
  })
})
