import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FeedJob, FeedJobDetail, FeedJobListResponse } from '#common/feeds.ts'
import { buildAdminWorld } from '../test/admin-factories'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { buildProduct } from '../test/factories'
import { jobOf, queueFeed, type TestRunner, testRunner } from '../test/feed-factories'
import { anonymous, postMultipart, signIn } from '../test/management-factories'
import { cellsByName, headerProblem } from './columns'
import { readPriceLine } from './loaders/price-lines'

// Head office's feed calls over HTTP: who may call them, an upload followed to its end, the job
// list with its filters, a job's rejected lines on screen and as a CSV, a failed job run again.

let t: TestApp
let w: Awaited<ReturnType<typeof buildAdminWorld>>
let admin: Agent
let runner: TestRunner

const upload = (agent: Agent, kind: string, text: string | Buffer, name = `${kind}-20261125.csv`) =>
  postMultipart(agent, `/api/admin/feeds/${kind}`, {}, [{ field: 'file', name, bytes: Buffer.from(text), type: 'text/csv' }])

const stockFile = (lines: string[]) => `branch,part_no,qty,price\n${lines.join('\n')}\n`
const agreementCount = async () =>
  Number(
    (
      await t.database.db
        .selectFrom('price_agreements')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const rowsOf = async (table: 'feed_jobs' | 'feed_files' | 'feed_file_chunks') =>
  Number(
    (
      await t.database.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  )
const jobCount = () => rowsOf('feed_jobs')
/** Jobs, files and their bytes: an upload or a retry refused stores none of them. */
const stored = async () => ({
  jobs: await jobCount(),
  files: await rowsOf('feed_files'),
  chunks: await rowsOf('feed_file_chunks'),
})

beforeAll(async () => {
  t = await startTestApp()
  w = await buildAdminWorld(t.database.db)
  runner = testRunner(t.database, { clock: t.clock })
  admin = await signIn(t.app, w.admin.username)
  for (let i = 1; i <= 250; i++) await buildProduct(t.database.db, { sto_id: `R${String(i).padStart(4, '0')}` })
})
afterAll(async () => {
  await runner.close()
  await t.close()
})

describe('feed routes: access', () => {
  it('answers 401 to a visitor and 403 to a buyer and to staff on every feed route about a real job: nothing stored, shown or run', async () => {
    // a real failed job with a rejected line, which only head office may read or run again
    const secret = await queueFeed(t.database.db, 'stock', stockFile(['RAHASIA01,R0001,1,']))
    await runner.runKind('stock')
    expect((await jobOf(t.database.db, secret)).state).toBe('gagal')
    expect((await admin.get(`/api/admin/feeds/jobs/${secret}/rejects`)).body).toContain('RAHASIA01')
    const before = await stored()
    const calls: Array<[string, (a: Agent) => ReturnType<Agent['get']>]> = [
      ['upload', (a) => upload(a, 'stock', stockFile([`${w.jkt.code},R0001,1,`]))],
      [
        'upload harga',
        (a) => upload(a, 'harga', `scope,code,part_no,discount_percent\ntoko,${w.store.ibs_cust_code},R0001,99\n`),
      ],
      ['harga template', (a) => a.get('/api/admin/feeds/harga/template')],
      ['upload sinonim', (a) => upload(a, 'sinonim', 'term,synonyms\nrahasia,SECRET PART\n')],
      ['sinonim template', (a) => a.get('/api/admin/feeds/sinonim/template')],
      ['list', (a) => a.get('/api/admin/feeds/jobs')],
      ['detail', (a) => a.get(`/api/admin/feeds/jobs/${secret}`)],
      ['rejects', (a) => a.get(`/api/admin/feeds/jobs/${secret}/rejects`)],
      ['retry', (a) => a.post(`/api/admin/feeds/jobs/${secret}/retry`, {})],
      ['freshness', (a) => a.get('/api/admin/feeds/freshness')],
    ]
    const who: Array<[string, Agent, number]> = [
      ['visitor', await anonymous(t.app), 401],
      ['buyer', await signIn(t.app, w.buyer.username), 403],
      ['staff', await signIn(t.app, w.staff.username), 403],
    ]
    for (const [name, agent, status] of who) {
      for (const [call, send] of calls) {
        const res = await send(agent)
        expect(res.statusCode, `${name} ${call}`).toBe(status)
        expect(res.body, `${name} ${call}`).not.toContain('RAHASIA01')
      }
    }
    // no job queued or run again, no byte of the strangers' uploads kept, no price of theirs
    expect(await stored()).toEqual(before)
    await runner.tick()
    expect(await agreementCount()).toBe(0)
    expect((await jobOf(t.database.db, secret)).retried).toBe(false)
  })

  it('answers 404 for a kind that does not exist and for a job that does not, and stores nothing', async () => {
    expect((await upload(admin, 'diskon', 'part_no,name,price\n')).statusCode).toBe(404)
    for (const path of [
      '/api/admin/feeds/jobs/999999',
      '/api/admin/feeds/jobs/abc',
      '/api/admin/feeds/jobs/99999999999/rejects',
    ]) {
      expect((await admin.get(path)).statusCode, path).toBe(404)
    }
    // an id that could be a job's, past the last one: the service's own lookup answers
    const last = await t.database.db
      .selectFrom('feed_jobs')
      .select((eb) => eb.fn.max('id').as('id'))
      .executeTakeFirstOrThrow()
    const missing = Number(last.id ?? 0) + 1
    const before = await stored()
    for (const res of [
      await admin.get(`/api/admin/feeds/jobs/${missing}`),
      await admin.get(`/api/admin/feeds/jobs/${missing}/rejects`),
      await admin.post(`/api/admin/feeds/jobs/${missing}/retry`, {}),
    ]) {
      expect([res.statusCode, res.json().detail]).toEqual([404, 'Job tidak ditemukan'])
    }
    expect(await stored()).toEqual(before)
  })
})

describe('feed routes: a stock upload followed to its end', () => {
  let job: FeedJob

  it('answers the queued job at once (202), with who sent it', async () => {
    const lines = Array.from({ length: 248 }, (_, i) => `${w.jkt.code},R${String(i + 1).padStart(4, '0')},${i % 7},`)
    const res = await upload(admin, 'stock', stockFile([...lines, `${w.jkt.code},TIDAKADA,1,`, 'XXX99,R0001,2,']))
    expect(res.statusCode).toBe(202)
    job = res.json()
    expect(job).toMatchObject({
      kind: 'stock',
      source: 'upload',
      state: 'antrian',
      file_name: 'stock-20261125.csv',
      created_by: w.admin.username,
      progress_percent: 0,
    })
  })

  it('shows the job done with its counts, its rejected lines, and the file to download', async () => {
    await runner.tick()
    const detail: FeedJobDetail = (await admin.get(`/api/admin/feeds/jobs/${job.id}`)).json()
    expect(detail.job).toMatchObject({ state: 'selesai', total_lines: 250, added: 248, rejected: 2, progress_percent: 100 })
    expect(detail.columns).toEqual(['branch', 'part_no', 'qty', 'price'])
    expect(detail.rejects).toEqual([
      { line: 250, reason: 'part tidak ditemukan: "TIDAKADA"', cells: [w.jkt.code, 'TIDAKADA', '1', ''] },
      { line: 251, reason: 'cabang tidak dikenal: "XXX99"', cells: ['XXX99', 'R0001', '2', ''] },
    ])
    const csv = await admin.get(`/api/admin/feeds/jobs/${job.id}/rejects`)
    expect(csv.statusCode).toBe(200)
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(csv.headers['content-disposition']).toBe(
      `attachment; filename="baris-ditolak-job-${job.id}-stock-20261125.csv"; filename*=UTF-8''baris-ditolak-job-${job.id}-stock-20261125.csv`,
    )
    expect(csv.body).toBe(
      `\uFEFFbaris,alasan,branch,part_no,qty,price\r\n250,"part tidak ditemukan: ""TIDAKADA""",${w.jkt.code},TIDAKADA,1,\r\n251,"cabang tidak dikenal: ""XXX99""",XXX99,R0001,2,\r\n`,
    )
  })

  it('keeps a formula-looking cell of a rejected line as text in the CSV', async () => {
    const lines = Array.from({ length: 200 }, (_, i) => `${w.jkt.code},R${String(i + 1).padStart(4, '0')},1,`)
    const res = await upload(admin, 'stock', stockFile([...lines, `${w.jkt.code},R0001X,=HYPERLINK("http://x"),`]))
    await runner.tick()
    const csv = await admin.get(`/api/admin/feeds/jobs/${res.json().id}/rejects`)
    expect(csv.body.split('\r\n')[1]).toBe(
      `202,"qty harus bilangan bulat >= 0: ""=HYPERLINK(""http://x"")""",${w.jkt.code},R0001X,"'=HYPERLINK(""http://x"")",`,
    )
  })

  it('answers the last stock load of the branch', async () => {
    const fresh = (await admin.get('/api/admin/feeds/freshness')).json()
    expect(fresh.items).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'stock', branch_code: null }),
        expect.objectContaining({ kind: 'stock', branch_code: w.jkt.code, loaded_at: t.clock.now().toISOString() }),
      ]),
    )
  })
})

describe('feed routes: the job list and running a failed job again', () => {
  it('filters by kind, state and Jakarta day, newest first, page by page', async () => {
    const failed = await upload(admin, 'catalogue', 'part_no,name,price\nA,B,x\n')
    await runner.tick()
    const all: FeedJobListResponse = (await admin.get('/api/admin/feeds/jobs?limit=2')).json()
    expect(all.items.map((j) => j.id)).toEqual([failed.json().id, failed.json().id - 1])
    const next: FeedJobListResponse = (await admin.get(`/api/admin/feeds/jobs?limit=2&cursor=${all.next_cursor}`)).json()
    expect(next.items.every((j) => j.id < failed.json().id - 1)).toBe(true)
    const gagal: FeedJobListResponse = (await admin.get('/api/admin/feeds/jobs?state=gagal&kind=catalogue')).json()
    expect(gagal.items.map((j) => [j.id, j.state, j.can_retry])).toEqual([[failed.json().id, 'gagal', true]])
    const day = t.clock.now().toISOString().slice(0, 10)
    expect((await admin.get(`/api/admin/feeds/jobs?from=${day}&to=${day}`)).json().items.length).toBeGreaterThan(0)
    expect((await admin.get('/api/admin/feeds/jobs?from=2020-01-01&to=2020-01-02')).json().items).toEqual([])
    for (const bad of [
      'state=done',
      'kind=diskon',
      'from=2026-02-30',
      'from=2026-12-02&to=2026-12-01',
      'limit=500',
      'cursor=xyz',
      'extra=1',
    ]) {
      const res = await admin.get(`/api/admin/feeds/jobs?${bad}`)
      expect(res.statusCode, bad).toBe(400)
    }
    // a reversed range in the words the screen refuses it with
    const reversed = await admin.get('/api/admin/feeds/jobs?from=2026-12-02&to=2026-12-01')
    expect(reversed.json().detail).toBe('Tanggal "Dari" tidak boleh setelah "Sampai".')
  })

  it('runs a failed job again once, as a new job of the same file', async () => {
    const failed: FeedJob = (await admin.get('/api/admin/feeds/jobs?state=gagal&kind=catalogue')).json().items[0]
    const [first, second] = await Promise.all([
      admin.post(`/api/admin/feeds/jobs/${failed.id}/retry`, {}),
      admin.post(`/api/admin/feeds/jobs/${failed.id}/retry`, {}),
    ])
    expect([first.statusCode, second.statusCode].sort()).toEqual([202, 409])
    const retry: FeedJob = (first.statusCode === 202 ? first : second).json()
    expect(retry).toMatchObject({ retry_of: failed.id, state: 'antrian', checksum: failed.checksum, file_name: failed.file_name })
    const done = (await admin.get('/api/admin/feeds/jobs?state=selesai&kind=stock')).json().items[0]
    const refused = await admin.post(`/api/admin/feeds/jobs/${done.id}/retry`, {})
    expect([refused.statusCode, refused.json().detail]).toEqual([409, 'Hanya job yang gagal yang dapat dijalankan ulang.'])
    expect((await admin.post(`/api/admin/feeds/jobs/${failed.id}/retry`, { force: true })).statusCode).toBe(400)
  })
})

describe("feed routes: head office's customer prices", () => {
  it('loads a harga upload as a job of its kind', async () => {
    const res = await upload(admin, 'harga', `scope,code,part_no,discount_percent\ntoko,${w.store.ibs_cust_code},R0001,12.5\n`)
    expect(res.statusCode).toBe(202)
    expect(res.json()).toMatchObject({ kind: 'harga', source: 'upload', state: 'antrian', file_name: 'harga-20261125.csv' })
    // the catalogue file queued before it (the retry above) runs first: a harga file waits for it
    await runner.tick()
    await runner.tick()
    const detail: FeedJobDetail = (await admin.get(`/api/admin/feeds/jobs/${res.json().id}`)).json()
    expect(detail.job).toMatchObject({ state: 'selesai', added: 1, rejected: 0 })
    const row = await t.database.db
      .selectFrom('price_agreements')
      .select(['scope', 'store_id', 'discount_bp'])
      .executeTakeFirstOrThrow()
    expect(row).toEqual({ scope: 'toko', store_id: w.store.id, discount_bp: 1250 })
  })

  it("serves the harga feed's example file: its columns and lines the loader reads", async () => {
    const res = await admin.get('/api/admin/feeds/harga/template')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toContain('filename="harga-contoh.csv"')
    const [header, ...lines] = res.body
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n')
      .map((l) => l.split(','))
    expect(header).toEqual(['scope', 'code', 'part_no', 'part_group', 'discount_percent', 'net_price', 'valid_from', 'valid_to'])
    expect(headerProblem('harga', header)).toBeNull()
    expect(lines.length).toBeGreaterThan(0)
    for (const cells of lines)
      expect(readPriceLine(cellsByName(header, cells)), cells.join(',')).toMatchObject({ scope: cells[0] })
  })

  it("serves the sinonim feed's example file, which loads as it is", async () => {
    const res = await admin.get('/api/admin/feeds/sinonim/template')
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8')
    expect(res.headers['content-disposition']).toContain('filename="sinonim-contoh.csv"')
    expect(res.body).toMatch(/^\uFEFFterm,synonyms\r\n/)
    await t.database.db.deleteFrom('search_synonyms').execute()
    const queued = await upload(admin, 'sinonim', res.rawPayload, 'sinonim-contoh.csv')
    expect(queued.statusCode, queued.body).toBe(202)
    await runner.tick()
    const job = await jobOf(t.database.db, queued.json().id)
    expect(job).toMatchObject({ kind: 'sinonim', state: 'selesai', total_lines: 3, added: 3, rejected: 0 })
  })
})
