import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { DatabaseHandle } from '../db/connect'
import { readCsvFile } from '../lib/csv-file'
import { openTestDatabase } from '../test/database'
import { buildProduct } from '../test/factories'
import { checkFeed, loadSupersessions, validateSupersessions } from './supersession-feed'
import { currentPartsOf, lineageOf, replacedNumbersLike } from './supersession-queries'

let database: DatabaseHandle
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'supersessions-'))
const csv = (text: string) => {
  const file = path.join(dir, `${Math.random().toString(36).slice(2)}.csv`)
  fs.writeFileSync(file, text)
  return readCsvFile(file)
}
const HEAD = 'old_part_no,new_part_no,type,effective_date\n'
const TODAY = '2026-11-24'

async function load(text: string) {
  const { headers, records } = csv(HEAD + text)
  const { rows, errors } = await validateSupersessions(database.db, headers, records)
  if (errors.count > 0) return errors.items
  await loadSupersessions(database.db, rows, () => {})
  return []
}

beforeAll(async () => {
  database = await openTestDatabase()
  for (const sto_id of ['A100', 'B100', 'C100', 'X200', 'Y200', 'P300', 'Q300', 'F400', 'G400', 'OLD500', 'NEW500']) {
    await buildProduct(database.db, { sto_id })
  }
  // A -> B -> C; X <-> Y; P -> Q from a future day; F -> G then F -> OLD500 later (history)
  expect(
    await load(
      [
        'A100,B100,replace,2025-01-01',
        'B100,C100,replace,2026-01-01',
        'X200,Y200,interchangeable,2025-05-01',
        'P300,Q300,replace,2027-03-01',
        'F400,G400,replace,2024-01-01',
        'F400,NEW500,replace,2026-06-01',
        'GONE9,NOTSOLD9,replace,2025-01-01',
        'BOX1,A100,replace,2020-01-01',
      ].join('\n'),
    ),
  ).toEqual([])
})
afterAll(() => database.close())

describe('resolution', () => {
  it('walks a chain to its current end: A -> B -> C answers C, and an old box number too', async () => {
    const current = await currentPartsOf(database.db, ['A100', 'B100', 'C100', 'BOX1'], TODAY)
    expect(current.get('A100')).toMatchObject({ sto_id: 'C100', steps: 2 })
    expect(current.get('B100')).toMatchObject({ sto_id: 'C100', steps: 1 })
    expect(current.get('BOX1')).toMatchObject({ sto_id: 'C100', steps: 3 })
    expect(current.has('C100')).toBe(false)
  })

  it('resolves an interchangeable pair to its newer number and lists the older on it', async () => {
    const current = await currentPartsOf(database.db, ['X200', 'Y200'], TODAY)
    expect(current.get('X200')?.sto_id).toBe('Y200')
    expect(current.has('Y200')).toBe(false)
    const lineage = await lineageOf(database.db, ['X200', 'Y200'], TODAY)
    expect(lineage.get('Y200')).toEqual({ supersedes: ['X200'], superseded_by: null })
    expect(lineage.get('X200')).toEqual({ supersedes: [], superseded_by: 'Y200' })
  })

  it('does not apply an edge before its effective day (Jakarta)', async () => {
    expect((await currentPartsOf(database.db, ['P300'], '2027-02-28')).has('P300')).toBe(false)
    expect((await currentPartsOf(database.db, ['P300'], '2027-03-01')).get('P300')?.sto_id).toBe('Q300')
    // the chain as it stood: before 2026-01-01 B was still current
    expect((await currentPartsOf(database.db, ['A100'], '2025-12-31')).get('A100')?.sto_id).toBe('B100')
  })

  it('keeps history: the latest edge in effect for a number wins, the earlier one stays', async () => {
    expect((await currentPartsOf(database.db, ['F400'], '2025-01-01')).get('F400')?.sto_id).toBe('G400')
    expect((await currentPartsOf(database.db, ['F400'], TODAY)).get('F400')?.sto_id).toBe('NEW500')
    // G400 no longer counts F400 among what it replaces once F400 went elsewhere
    const lineage = await lineageOf(database.db, ['G400', 'NEW500'], TODAY)
    expect(lineage.get('G400')?.supersedes).toEqual([])
    expect(lineage.get('NEW500')?.supersedes).toEqual(['F400'])
    const rows = await database.db
      .selectFrom('part_supersessions')
      .select('new_part_no')
      .where('old_part_no', '=', 'F400')
      .execute()
    expect(rows.map((r) => r.new_part_no).sort()).toEqual(['G400', 'NEW500'])
  })

  it('lists the older numbers nearest first', async () => {
    const lineage = await lineageOf(database.db, ['C100'], TODAY)
    expect(lineage.get('C100')).toEqual({ supersedes: ['B100', 'A100', 'BOX1'], superseded_by: null })
  })

  it('answers nothing for a successor the catalogue does not sell', async () => {
    expect((await currentPartsOf(database.db, ['GONE9'], TODAY)).has('GONE9')).toBe(false)
  })

  it('finds replaced numbers by pattern, only those in effect', async () => {
    expect(await replacedNumbersLike(database.db, '%100', TODAY, 10)).toEqual(['A100', 'B100'])
    expect(await replacedNumbersLike(database.db, 'P3%', TODAY, 10)).toEqual([])
  })

  it('stops at the step limit even on hand-written rows that loop', async () => {
    await database.db
      .insertInto('part_supersessions')
      .values([
        { old_part_no: 'LOOP1', new_part_no: 'LOOP2', kind: 'replace', effective_date: '2025-01-01', source: null },
        { old_part_no: 'LOOP2', new_part_no: 'LOOP1', kind: 'replace', effective_date: '2025-01-01', source: null },
      ])
      .execute()
    await buildProduct(database.db, { sto_id: 'LOOP2' })
    expect((await currentPartsOf(database.db, ['LOOP1'], TODAY)).get('LOOP1')?.sto_id).toBe('LOOP2')
    await database.db.deleteFrom('part_supersessions').where('old_part_no', 'like', 'LOOP%').execute()
  })
})

describe('the supersession feed', () => {
  it('refuses the line that closes a cycle, through edges already loaded, and loads nothing', async () => {
    const errors = await load('D100,E100,replace,2025-01-01\nC100,A100,replace,2025-02-01\n')
    expect(errors).toEqual(['baris 3: C100 → A100 menutup lingkaran: C100 → A100 → B100 → C100'])
    expect(await database.db.selectFrom('part_supersessions').where('old_part_no', '=', 'D100').execute()).toEqual([])
  })

  it('refuses the reverse of an interchangeable pair as a cycle', async () => {
    expect(await load('Y200,X200,replace,2026-01-01\n')).toEqual(['baris 2: Y200 → X200 menutup lingkaran: Y200 → X200 → Y200'])
  })

  it('refuses a chain longer than 10 replacements at the line that makes it so', () => {
    const lines = Array.from({ length: 11 }, (_, i) => `N${i},N${i + 1},replace,2025-01-01`)
    const { headers, records } = csv(HEAD + lines.join('\n'))
    const { errors, rows } = checkFeed([], headers, records)
    expect(rows).toHaveLength(10)
    expect(errors.items).toEqual(['baris 12: N10 → N11 rantai penggantian jadi 11 langkah (maks 10)'])
  })

  it('checks fields, duplicates and two successors of one number on one day', async () => {
    const errors = await load(
      [
        'a100,a100,replace,2025-01-01',
        'K1,K2,sideways,2025-01-01',
        'K1,K2,replace,2025-02-30',
        'K3,K4,one-way,2025-01-01',
        'K3,K4,replace,2025-01-01',
        'K3,K5,replace,2025-01-01',
        'A100,Z9,replace,2025-01-01',
      ].join('\n'),
    )
    expect(errors).toEqual([
      'baris 2: part A100 tidak bisa menggantikan dirinya sendiri',
      'baris 3: type harus replace atau interchangeable: "sideways"',
      'baris 4: effective_date harus tanggal yyyy-mm-dd: "2025-02-30"',
      'baris 6: K3 → K4 ganda (juga di baris 5)',
      'baris 7: K3 sudah diganti K4 pada 2025-01-01 (baris 5)',
      'baris 8: A100 sudah diganti B100 pada 2025-01-01 (sudah dimuat)',
    ])
    const cols = csv('old,new\nA,B\n')
    expect(checkFeed([], cols.headers, cols.records).errors.items).toEqual([
      'baris 1: kolom old_part_no, new_part_no, type, effective_date tidak ada (kolom: old_part_no, new_part_no, type, effective_date)',
    ])
  })

  it('loads the same feed again without writing anything twice', async () => {
    const before = await database.db.selectFrom('part_supersessions').select('id').execute()
    expect(await load('A100,B100,replace,2025-01-01\nX200,Y200,interchangeable,2025-05-01\n')).toEqual([])
    const after = await database.db.selectFrom('part_supersessions').select('id').execute()
    expect(after).toHaveLength(before.length)
  })
})
