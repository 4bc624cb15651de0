import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { jakartaPeriod } from '#common/jakarta-time.ts'
import type { DatabaseHandle } from '../db/connect'
import { openTestDatabase } from '../test/database'
import { formatOrderNumber, sanitiseInvoiceForFileName } from './numbering'
import { nextOrderNumber, reserveOrderNumbers } from './queries'

// Runs on PGlite by default and on a fresh PostgreSQL database when TEST_DATABASE_URL is set,
// where the Promise.all below is truly concurrent (several pool connections).

let handle: DatabaseHandle
let jkt: number
let bdg: number

beforeAll(async () => {
  handle = await openTestDatabase()
  const rows = await handle.db
    .insertInto('branches')
    .values([
      { code: 'JKT01', name: 'Dipo Jakarta' },
      { code: 'BDG01', name: 'Dipo Bandung' },
    ])
    .returning(['id', 'code'])
    .execute()
  jkt = rows.find((r) => r.code === 'JKT01')?.id as number
  bdg = rows.find((r) => r.code === 'BDG01')?.id as number
})

afterAll(async () => {
  await handle?.close()
})

describe('jakartaPeriod', () => {
  it('uses the month as seen in Jakarta (UTC+7)', () => {
    expect(jakartaPeriod(new Date('2026-11-30T16:59:59Z'))).toBe('202611')
    expect(jakartaPeriod(new Date('2026-11-30T17:00:00Z'))).toBe('202612')
    expect(jakartaPeriod(new Date('2026-12-31T17:00:00Z'))).toBe('202701')
    expect(jakartaPeriod(new Date('2027-01-01T00:00:00+07:00'))).toBe('202701')
  })
})

describe('nextOrderNumber', () => {
  it('counts per branch and month, starting at 00001', async () => {
    const at = new Date('2026-11-10T03:00:00Z')
    const first = await nextOrderNumber(handle.db, jkt, 'JKT01', at)
    const second = await nextOrderNumber(handle.db, jkt, 'JKT01', at)
    const otherBranch = await nextOrderNumber(handle.db, bdg, 'BDG01', at)
    const nextMonth = await nextOrderNumber(handle.db, jkt, 'JKT01', new Date('2026-11-30T18:00:00Z'))
    expect([first, second, otherBranch, nextMonth]).toEqual([
      'DPO/JKT01/202611/00001',
      'DPO/JKT01/202611/00002',
      'DPO/BDG01/202611/00001',
      'DPO/JKT01/202612/00001',
    ])
  })

  it('never hands out a number twice to concurrent transactions', async () => {
    const at = new Date('2025-03-15T05:00:00Z')
    const n = 40
    const numbers = await Promise.all(
      Array.from({ length: n }, () =>
        handle.db.transaction().execute(async (trx) => {
          const no = await nextOrderNumber(trx, jkt, 'JKT01', at)
          // keep the transaction open a moment so the others queue on the counter row
          await new Promise((resolve) => setTimeout(resolve, 5))
          return no
        }),
      ),
    )
    expect(new Set(numbers).size).toBe(n)
    const seqs = numbers.map((no) => Number(no.split('/')[3])).sort((a, b) => a - b)
    expect(seqs).toEqual(Array.from({ length: n }, (_, i) => i + 1))
  })

  it('gives a rolled-back number to nobody and continues after it', async () => {
    const at = new Date('2025-04-02T05:00:00Z')
    await expect(
      handle.db.transaction().execute(async (trx) => {
        await nextOrderNumber(trx, bdg, 'BDG01', at)
        throw new Error('order rejected')
      }),
    ).rejects.toThrow('order rejected')
    expect(await nextOrderNumber(handle.db, bdg, 'BDG01', at)).toBe('DPO/BDG01/202504/00001')
    expect(await nextOrderNumber(handle.db, bdg, 'BDG01', at)).toBe('DPO/BDG01/202504/00002')
  })

  it('continues after numbers reserved in bulk', async () => {
    const first = await reserveOrderNumbers(handle.db, [
      { branchId: jkt, period: '202401', count: 500 },
      { branchId: bdg, period: '202401', count: 3 },
    ])
    expect(first.get(`${jkt}:202401`)).toBe(1)
    expect(first.get(`${bdg}:202401`)).toBe(1)
    const again = await reserveOrderNumbers(handle.db, [{ branchId: bdg, period: '202401', count: 2 }])
    expect(again.get(`${bdg}:202401`)).toBe(4)
    expect(await nextOrderNumber(handle.db, jkt, 'JKT01', new Date('2024-01-20T00:00:00Z'))).toBe('DPO/JKT01/202401/00501')
    expect(await nextOrderNumber(handle.db, bdg, 'BDG01', new Date('2024-01-20T00:00:00Z'))).toBe('DPO/BDG01/202401/00006')
  })
})

describe('formatOrderNumber', () => {
  it('pads to five digits and grows beyond', () => {
    expect(formatOrderNumber('JKT01', '202611', 42)).toBe('DPO/JKT01/202611/00042')
    expect(formatOrderNumber('JKT01', '202611', 123456)).toBe('DPO/JKT01/202611/123456')
  })
})

describe('sanitiseInvoiceForFileName', () => {
  it('replaces everything outside A-Z a-z 0-9 . _ - with an underscore', () => {
    expect(sanitiseInvoiceForFileName('DPO/JKT01/202611/00042')).toBe('DPO_JKT01_202611_00042')
    expect(sanitiseInvoiceForFileName('a b:c*d\\e"f<g>|h?.txt')).toBe('a_b_c_d_e_f_g__h_.txt')
    expect(sanitiseInvoiceForFileName('../../etc/passwd')).toBe('.._.._etc_passwd')
    expect(sanitiseInvoiceForFileName('Nö.1-ok_x')).toBe('N_.1-ok_x')
    expect(sanitiseInvoiceForFileName('\u0000\r\n')).toBe('___')
  })
})
