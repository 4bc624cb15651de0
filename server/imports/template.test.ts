import ExcelJS from 'exceljs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestApp, type TestApp } from '../test/app'

let t: TestApp
beforeAll(async () => {
  t = await startTestApp()
})
afterAll(() => t.close())

describe('GET /DPO_Import_Template.xlsx', () => {
  it('is a real workbook with part_no, qty, catatan and one example row', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/DPO_Import_Template.xlsx' })
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-type']).toContain('spreadsheetml')
    expect(res.headers['content-disposition']).toContain('DPO_Import_Template.xlsx')
    expect(res.rawPayload.subarray(0, 2).toString()).toBe('PK')
    const workbook = new ExcelJS.Workbook()
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer)
    const sheet = workbook.worksheets[0]
    expect(sheet.getRow(1).values).toEqual([undefined, 'part_no', 'qty', 'catatan'])
    expect(sheet.rowCount).toBe(2)
    expect(sheet.getRow(2).getCell(1).value).toBe('1230A046')
    expect(sheet.getRow(2).getCell(2).value).toBe(2)
  })
})
