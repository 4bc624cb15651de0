import { describe, expect, it } from 'vitest'
import { base64Bytes, sheetFile } from './sheet'

describe('the password sheet', () => {
  it('turns the answer base64 back into the exact bytes', () => {
    const bytes = Uint8Array.from([0x50, 0x4b, 0x03, 0x04, 0x00, 0xff, 0x80])
    const base64 = Buffer.from(bytes).toString('base64')
    expect([...base64Bytes(base64)]).toEqual([...bytes])
  })

  it('is an xlsx file under the name the server chose', async () => {
    const file = sheetFile(Buffer.from('PK\u0003\u0004isi').toString('base64'), 'kata-sandi-awal.xlsx')
    expect(file.fileName).toBe('kata-sandi-awal.xlsx')
    expect(file.blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    expect(Buffer.from(await file.blob.arrayBuffer()).toString()).toBe('PK\u0003\u0004isi')
  })
})
