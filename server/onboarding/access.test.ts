import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ONBOARDING_COLUMNS } from '#common/onboarding.ts'
import { type Agent, startTestApp, type TestApp } from '../test/app'
import { anonymous } from '../test/management-factories'
import {
  buildOnboardingWorld,
  buyerRow,
  commitUrl,
  customerCsv,
  signInAs,
  validateFile,
  validateUrl,
} from '../test/onboarding-factories'

// Who may call onboarding: head office on /api/admin/*, branch staff on /api/seller/*, nobody
// else; the guard answers before the upload is read. The template is a public file.
let t: TestApp
let users: Record<'anonymous' | 'buyer' | 'staff' | 'admin', Agent>

beforeAll(async () => {
  t = await startTestApp()
  await buildOnboardingWorld(t.database.db)
  users = {
    anonymous: await anonymous(t.app),
    buyer: await signInAs(t.app, 'lama.beli'),
    staff: await signInAs(t.app, 'staf.jkt'),
    admin: await signInAs(t.app, 'pusat.satu'),
  }
})
afterAll(() => t.close())

const file = { name: 'pelanggan.csv', bytes: customerCsv([buyerRow(1)]) }
// biome-ignore format: a table, one caller and area per line
const refused: Array<[keyof typeof users, 'admin' | 'seller', number]> = [
  ['anonymous', 'admin', 401],
  ['anonymous', 'seller', 401],
  ['buyer', 'admin', 403],
  ['buyer', 'seller', 403],
  ['staff', 'admin', 403],
  ['admin', 'seller', 403],
]

describe('onboarding calls', () => {
  it.each(refused)('%s on /api/%s/onboarding/*: %i, nothing read or written', async (who, area, status) => {
    const agent = users[who]
    const validate = await validateFile(agent, area, file)
    expect(validate.statusCode).toBe(status)
    // even a file over the limit is answered by the guard, not read
    const big = await validateFile(agent, area, { name: 'x.csv', bytes: Buffer.alloc(11 * 1024 * 1024, 'a') })
    expect(big.statusCode).toBe(status)
    const commit = await agent.post(commitUrl(area), { token: 'x'.repeat(32) })
    expect(commit.statusCode).toBe(status)
    expect(await t.database.db.selectFrom('onboarding_tokens').select('token_hash').execute()).toEqual([])
  })

  it('each role reaches its own area', async () => {
    expect((await validateFile(users.admin, 'admin', file)).statusCode).toBe(200)
    expect(
      (await validateFile(users.staff, 'seller', { ...file, bytes: customerCsv([buyerRow(1, { branch_code: '' })]) })).statusCode,
    ).toBe(200)
  })

  it('a call without the CSRF header is refused', async () => {
    const res = await users.admin.post(commitUrl('admin'), { token: 'x'.repeat(32) }, { csrf: null })
    expect(res.statusCode).toBe(403)
    expect(validateUrl('admin')).toBe('/api/admin/onboarding/validate')
  })
})

describe('the template', () => {
  it('is a public XLSX with the header row and two example rows', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/DPO_Pelanggan_Template.xlsx' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(res.headers['content-disposition']).toContain('DPO_Pelanggan_Template.xlsx')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    const rows: string[][] = []
    sheet.eachRow((row) => {
      rows.push((row.values as unknown[]).slice(1).map((v) => String(v ?? '')))
    })
    expect(rows[0]).toEqual([...ONBOARDING_COLUMNS])
    expect(rows).toHaveLength(3)
    expect(rows[1][7]).toBe('081234567890')
  })

  it('its example rows pass the check as they are', async () => {
    const template = await t.app.inject({ method: 'GET', url: '/DPO_Pelanggan_Template.xlsx' })
    const res = await validateFile(users.admin, 'admin', { name: 'DPO_Pelanggan_Template.xlsx', bytes: template.rawPayload })
    expect(res.statusCode, res.body).toBe(200)
    expect(res.json().header_found).toBe(true)
    expect(res.json().rows.map((r: { ok: boolean; store_action: string }) => [r.ok, r.store_action])).toEqual([
      [true, 'baru'],
      [true, 'baru'],
    ])
  })
})
