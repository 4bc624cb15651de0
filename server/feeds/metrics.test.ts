import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct } from '../test/factories'
import { loadFeed, type TestRunner, testRunner } from '../test/feed-factories'

// What the operator's alerts read from /api/metrics: each feed's last success (per branch for
// stock) and the failed jobs since it.
const TOKEN = 'feed-metrics-token-0123456789'
let t: TestApp
let runner: TestRunner

beforeAll(async () => {
  t = await startTestApp({ metricsToken: TOKEN })
  runner = testRunner(t.database, { clock: t.clock })
  await buildBranch(t.database.db, 'JKT01')
  await buildProduct(t.database.db, { sto_id: 'MET1' })
})
afterAll(async () => {
  await runner.close()
  await t.close()
})

const scrape = async () =>
  (await new Agent(t.app).request('GET', '/api/metrics', undefined, { headers: { authorization: `Bearer ${TOKEN}` } })).body

describe('feed metrics', () => {
  it('say when each feed and each branch last loaded, and count failures since', async () => {
    const at = new Date('2026-11-25T06:00:00+07:00')
    await loadFeed(t.database, runner, 'stock', 'branch,part_no,qty\nJKT01,MET1,3\n', { fileTime: at })
    await loadFeed(t.database, runner, 'catalogue', 'part_no,name,price\nMET1,X,abc\n')
    await loadFeed(t.database, runner, 'catalogue', 'part_no,name,price\nMET1,X,def\n')
    const text = await scrape()
    expect(text).toContain(`portal_feed_last_success_timestamp_seconds{kind="stock",branch="JKT01"} ${at.getTime() / 1000}`)
    expect(text).toMatch(/portal_feed_last_success_timestamp_seconds\{kind="stock",branch=""\} \d+/)
    expect(text).toContain('portal_feed_failed_jobs{kind="catalogue"} 2')
    expect(text).toContain('portal_feed_failed_jobs{kind="stock"} 0')
    // every kind is counted, even one never loaded
    expect(text).toContain('portal_feed_failed_jobs{kind="harga"} 0')
    // a success of the kind puts its failures behind it
    await loadFeed(t.database, runner, 'catalogue', 'part_no,name,price\nMET1,X,100\n')
    expect(await scrape()).toContain('portal_feed_failed_jobs{kind="catalogue"} 0')
  })
})
