import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { ImportValidateResponse } from '#common/imports.ts'
import { Agent, startTestApp, type TestApp } from '../test/app'
import { buildBranch, buildProduct, buildStore, buildUser } from '../test/factories'
import { postForm } from '../test/multipart'

// An order file or a pasted list written with old part numbers: each becomes its current part,
// with a warning, and joins a line of the current number.
let t: TestApp
let buyer: Agent

beforeAll(async () => {
  t = await startTestApp()
  const db = t.database.db
  const branch = await buildBranch(db)
  const store = await buildStore(db, branch.id)
  await buildUser(db, { username: 'impor.lama', password: 'rahasia1', roles: ['user'], storeId: store.id })
  for (const p of ['1230A048', '1770A066', '1770A121', 'MZ320026']) await buildProduct(db, { sto_id: p, name: `PART ${p}` })
  await db
    .insertInto('part_supersessions')
    .values([
      { old_part_no: '1230A046', new_part_no: '1230A048', kind: 'replace', effective_date: '2025-06-01', source: null },
      { old_part_no: '1770A017', new_part_no: '1770A066', kind: 'replace', effective_date: '2024-01-01', source: null },
      { old_part_no: '1770A066', new_part_no: '1770A121', kind: 'replace', effective_date: '2025-01-01', source: null },
    ])
    .execute()
  buyer = new Agent(t.app)
  await buyer.login('impor.lama', 'rahasia1')
})
afterAll(() => t.close())

async function paste(text: string) {
  const res = await postForm(buyer, '/api/orders/import/validate', { text })
  expect(res.statusCode, res.body).toBe(200)
  return res.json() as ImportValidateResponse
}

describe('old numbers in an import or a paste', () => {
  it('maps an old number to its current part with a warning and merges it with the current line', async () => {
    const body = await paste('1230A048 3\n1230a046 2 oli\nMZ320026 1\n')
    expect(body.rows.map((r) => [r.part_no_norm, r.status, r.reason])).toEqual([
      ['1230A048', 'used', null],
      ['1230A046', 'aggregated duplicate', 'digabung dengan baris sebelumnya'],
      ['MZ320026', 'used', null],
    ])
    expect(body.aggregate.map((l) => [l.part_no_norm, l.qty])).toEqual([
      ['1230A048', 5],
      ['MZ320026', 1],
    ])
    expect(body.summary.warnings).toEqual([{ part_no_norm: '1230A046', warning: 'diganti dengan 1230A048' }])
    expect(body.summary.unique_used).toBe(2)
  })

  it('follows a chain to its end, once per old number, and counts the current part once toward the 50', async () => {
    const body = await paste('1770A017 1\n1770A066 2\n1770A017 1\n')
    expect(body.rows.map((r) => [r.status, r.reason])).toEqual([
      ['used', 'diganti dengan 1770A121'],
      ['aggregated duplicate', 'digabung dengan baris sebelumnya'],
      ['aggregated duplicate', 'digabung dengan baris sebelumnya'],
    ])
    expect(body.aggregate.map((l) => [l.part_no_norm, l.qty])).toEqual([['1770A121', 4]])
    expect(body.summary.warnings.map((w) => `${w.part_no_norm}: ${w.warning}`)).toEqual([
      '1770A017: diganti dengan 1770A121',
      '1770A066: diganti dengan 1770A121',
    ])
  })

  it('creates the estimate with the current part numbers', async () => {
    const body = await paste('1230A046 2\n')
    const res = await buyer.post('/api/orders/import/commit', { token: body.validation_token })
    expect(res.statusCode, res.body).toBe(201)
    const order = (await buyer.get(`/api/orders/${res.json().order_id}`)).json() as {
      items: Array<{ nomor_part: string; qty_estimasi: number }>
    }
    expect(order.items.map((i) => [i.nomor_part, i.qty_estimasi])).toEqual([['1230A048', 2]])
  })

  it('merges lines whose parts were replaced by one part between the check and the commit', async () => {
    const body = await paste('1230A048 2\nMZ320026 3\n')
    await t.database.db
      .insertInto('part_supersessions')
      .values({ old_part_no: 'MZ320026', new_part_no: '1230A048', kind: 'replace', effective_date: '2025-01-01', source: null })
      .execute()
    const res = await buyer.post('/api/orders/import/commit', { token: body.validation_token })
    expect(res.statusCode, res.body).toBe(201)
    const order = (await buyer.get(`/api/orders/${res.json().order_id}`)).json() as {
      items: Array<{ nomor_part: string; qty_estimasi: number }>
    }
    expect(order.items.map((i) => [i.nomor_part, i.qty_estimasi])).toEqual([['1230A048', 5]])
  })
})
