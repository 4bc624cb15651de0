import { describe, expect, it } from 'vitest'
import { daysOf, REPORT_TEXT, reportRange, sellerReportQuerySchema, userReportQuerySchema } from '#common/reports.ts'
import { ManualClock } from '../lib/clock'
import { NO_REUSE, ReuseCache } from '../lib/reuse-cache'
import { fillRate, jakartaIso, presentPerDay } from './presenter'
import { REPORT_CACHE_TIMING } from './service'
import { partSpan } from './summary-part-queries'

// The pure rules of the reports: the range, the days, the query shapes, the cache's timing, how
// a range falls into the part summaries' months and years.

describe('reportRange', () => {
  const today = '2026-03-15'

  it('defaults to the 30 days ending today, today included', () => {
    expect(reportRange({}, today)).toEqual({ ok: true, from: '2026-02-14', to: '2026-03-15' })
    expect(daysOf({ from: '2026-02-14', to: '2026-03-15' })).toHaveLength(30)
  })

  it('ends a range with only `from` today, and gives one with only `to` the 30 days before it', () => {
    expect(reportRange({ from: '2026-03-01' }, today)).toEqual({ ok: true, from: '2026-03-01', to: today })
    expect(reportRange({ to: '2026-01-31' }, today)).toEqual({ ok: true, from: '2026-01-02', to: '2026-01-31' })
  })

  it('refuses malformed and impossible dates', () => {
    for (const bad of ['2026-3-1', '01-03-2026', '2026-02-30', '2025-02-29', '2026-13-01', 'kemarin', '2026-03-01T00:00']) {
      expect(reportRange({ from: bad }, today), bad).toEqual({ ok: false, detail: REPORT_TEXT.dateInvalid })
      expect(reportRange({ to: bad }, today), bad).toEqual({ ok: false, detail: REPORT_TEXT.dateInvalid })
    }
    expect(reportRange({ from: '2024-02-29', to: '2024-02-29' }, today).ok).toBe(true)
  })

  it('refuses from after to, and a from after today when to is left out', () => {
    expect(reportRange({ from: '2026-03-02', to: '2026-03-01' }, today)).toEqual({ ok: false, detail: REPORT_TEXT.fromAfterTo })
    expect(reportRange({ from: '2026-03-16' }, today)).toEqual({ ok: false, detail: REPORT_TEXT.fromAfterTo })
    expect(reportRange({ from: '2026-03-01', to: '2026-03-01' }, today).ok).toBe(true)
  })

  it('allows 366 days and refuses 367', () => {
    expect(reportRange({ from: '2024-01-01', to: '2024-12-31' }, today).ok).toBe(true)
    expect(daysOf({ from: '2024-01-01', to: '2024-12-31' })).toHaveLength(366)
    expect(reportRange({ from: '2025-03-15', to: '2026-03-15' }, today).ok).toBe(true)
    expect(reportRange({ from: '2025-03-14', to: '2026-03-15' }, today)).toEqual({ ok: false, detail: REPORT_TEXT.tooLong })
    expect(reportRange({ from: '2020-01-01' }, today)).toEqual({ ok: false, detail: REPORT_TEXT.tooLong })
    expect(REPORT_TEXT.tooLong).toBe('Rentang laporan maksimal 366 hari.')
  })
})

describe('the query schemas', () => {
  it('apply the default limit, treat empty parameters as absent and refuse unknown ones', () => {
    expect(sellerReportQuerySchema.parse({})).toEqual({ limit: 50 })
    expect(sellerReportQuerySchema.parse({ from: '', part_no: ' ', limit: '' })).toEqual({ limit: 50 })
    expect(sellerReportQuerySchema.parse({ limit: '100', stores: '1', store_id: '7' })).toEqual({
      limit: 100,
      stores: '1',
      store_id: 7,
    })
    expect(sellerReportQuerySchema.safeParse({ tanggal: '2026-03-01' }).success).toBe(false)
  })

  it('keep limit within 1..100, stores to "1", part numbers and invoices to 40 characters', () => {
    for (const limit of ['0', '101', '-1', '5.5', 'abc', '1e2']) {
      expect(sellerReportQuerySchema.safeParse({ limit }).success, limit).toBe(false)
    }
    expect(sellerReportQuerySchema.safeParse({ stores: 'true' }).success).toBe(false)
    expect(sellerReportQuerySchema.safeParse({ store_id: '0' }).success).toBe(false)
    expect(sellerReportQuerySchema.safeParse({ store_id: 'x1' }).success).toBe(false)
    expect(sellerReportQuerySchema.safeParse({ part_no: 'A'.repeat(40) }).success).toBe(true)
    expect(sellerReportQuerySchema.safeParse({ part_no: 'A'.repeat(41) }).success).toBe(false)
    expect(sellerReportQuerySchema.safeParse({ invoice: 'D'.repeat(41) }).success).toBe(false)
  })

  it("refuse the staff-only stores and store_id on the buyer's report", () => {
    expect(userReportQuerySchema.safeParse({ stores: '1' }).success).toBe(false)
    expect(userReportQuerySchema.safeParse({ store_id: '1' }).success).toBe(false)
    expect(userReportQuerySchema.parse({ part_no: 'ABC' })).toEqual({ limit: 50, part_no: 'ABC' })
  })
})

describe('presenting', () => {
  it('writes instants in Jakarta time with the offset, so the first ten characters are the Jakarta day', () => {
    expect(jakartaIso(new Date('2026-03-01T16:59:59Z'))).toBe('2026-03-01T23:59:59.000+07:00')
    expect(jakartaIso(new Date('2026-03-01T17:00:00Z'))).toBe('2026-03-02T00:00:00.000+07:00')
    expect(new Date(jakartaIso(new Date('2026-03-01T17:00:00Z'))).toISOString()).toBe('2026-03-01T17:00:00.000Z')
  })

  it('gives every day of the range, zeros included', () => {
    const days = presentPerDay({ from: '2026-02-27', to: '2026-03-02' }, [
      { day: '2026-02-28', status: 1, orders: 2 },
      { day: '2026-02-28', status: 5, orders: 1 },
      { day: '2026-03-02', status: 4, orders: 3 },
    ])
    expect(days.map((d) => d.day)).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02'])
    expect(days[0]).toEqual({ day: '2026-02-27', estimasi: 0, konfirmasi: 0, dipesan: 0, diproses: 0, batal: 0 })
    expect(days[1]).toMatchObject({ estimasi: 2, batal: 1 })
    expect(days[3]).toMatchObject({ diproses: 3, estimasi: 0 })
  })

  it('counts the fill rate over confirmed orders only, and has none without them', () => {
    const row = (status: number, qty_est: number, qty_conf: number) => ({ status, orders: 1, amount: 0, qty_est, qty_conf })
    expect(fillRate([row(1, 10, 0)])).toBeNull()
    expect(fillRate([])).toBeNull()
    expect(fillRate([row(1, 100, 0), row(2, 4, 3), row(5, 2, 0)])).toBe(0.5)
    expect(fillRate([row(4, 3, 2)])).toBe(0.6667)
  })
})

describe('ReuseCache with the report timing', () => {
  function counter() {
    let n = 0
    const count = async () => ({ n: ++n })
    return { count, calls: () => n }
  }

  it('keeps figures fresh for 30 s, then answers them while one recount replaces them', async () => {
    const clock = new ManualClock('2026-03-15T03:00:00Z')
    const cache = new ReuseCache(clock, REPORT_CACHE_TIMING)
    const c = counter()
    const first = await cache.get('k', c.count)
    expect(first.value).toEqual({ n: 1 })
    expect(first.at).toEqual(clock.now())
    clock.advance(29_999)
    expect((await cache.get('k', c.count)).value).toEqual({ n: 1 })
    expect(c.calls()).toBe(1)
    clock.advance(1)
    // stale: answered at once, recounted behind it (once, however many ask)
    const stale = await Promise.all([cache.get('k', c.count), cache.get('k', c.count)])
    expect(stale.map((s) => s.value)).toEqual([{ n: 1 }, { n: 1 }])
    await new Promise((r) => setTimeout(r, 0))
    expect(c.calls()).toBe(2)
    expect((await cache.get('k', c.count)).value).toEqual({ n: 2 })
  })

  it('counts anew, and waits, when the kept figures are older than 5 minutes', async () => {
    const clock = new ManualClock('2026-03-15T03:00:00Z')
    const cache = new ReuseCache(clock, REPORT_CACHE_TIMING)
    const c = counter()
    await cache.get('k', c.count)
    clock.advance(5 * 60_000)
    expect((await cache.get('k', c.count)).value).toEqual({ n: 2 })
  })

  it('shares one count among concurrent misses of a key, keeps keys apart, and keeps no failure', async () => {
    const clock = new ManualClock()
    const cache = new ReuseCache(clock, REPORT_CACHE_TIMING)
    const c = counter()
    const [a, b] = await Promise.all([cache.get('k', c.count), cache.get('k', c.count)])
    expect(a).toBe(b)
    expect(c.calls()).toBe(1)
    expect((await cache.get('other', c.count)).value).toEqual({ n: 2 })
    await expect(cache.get('bad', () => Promise.reject(new Error('db down')))).rejects.toThrow('db down')
    expect((await cache.get('bad', c.count)).value).toEqual({ n: 3 })
  })

  it('keeps the old figures when a recount fails', async () => {
    const clock = new ManualClock()
    const cache = new ReuseCache(clock, REPORT_CACHE_TIMING)
    await cache.get('k', async () => ({ n: 1 }))
    clock.advance(31_000)
    expect((await cache.get('k', () => Promise.reject(new Error('db down')))).value).toEqual({ n: 1 })
    await new Promise((r) => setTimeout(r, 0))
    expect((await cache.get('k', async () => ({ n: 2 }))).value).toEqual({ n: 1 })
  })
})

describe('partSpan', () => {
  it('finds the whole months inside a range and the days around them', () => {
    expect(partSpan({ from: '2025-11-24', to: '2026-11-23' })).toEqual({
      from: '2025-11-24',
      to: '2026-11-23',
      months: { start: '2025-12-01', end: '2026-11-01' },
      years: ['2025-01-01', '2026-01-01'],
    })
    // a range of whole months, December included
    expect(partSpan({ from: '2025-12-01', to: '2026-01-31' }).months).toEqual({ start: '2025-12-01', end: '2026-02-01' })
    expect(partSpan({ from: '2024-02-01', to: '2024-02-29' }).months).toEqual({ start: '2024-02-01', end: '2024-03-01' })
    expect(partSpan({ from: '2026-02-28', to: '2026-04-01' }).months).toEqual({ start: '2026-03-01', end: '2026-04-01' })
  })

  it('has no months when no whole month fits, and one year when the range stays in one', () => {
    expect(partSpan({ from: '2026-10-22', to: '2026-11-20' })).toEqual({
      from: '2026-10-22',
      to: '2026-11-20',
      months: undefined,
      years: ['2026-01-01'],
    })
    expect(partSpan({ from: '2026-01-02', to: '2026-02-27' }).months).toBeUndefined()
    expect(partSpan({ from: '2026-03-01', to: '2026-03-30' }).months).toBeUndefined()
    expect(partSpan({ from: '2026-03-15', to: '2026-03-15' }).years).toEqual(['2026-01-01'])
  })
})

describe('NO_REUSE', () => {
  it('counts every call, even two at once', async () => {
    const clock = new ManualClock()
    const cache = new ReuseCache(clock, NO_REUSE)
    let n = 0
    const count = async () => ({ n: ++n })
    const [a, b] = await Promise.all([cache.get('k', count), cache.get('k', count)])
    expect([a.value, b.value]).toEqual([{ n: 1 }, { n: 2 }])
    expect((await cache.get('k', count)).value).toEqual({ n: 3 })
  })
})
