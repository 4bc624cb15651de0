import { describe, expect, it } from 'vitest'
import { IMPORT_MAX_BYTES } from '#common/import-rules.ts'
import { checkImportFile, extensionOf } from './file-check'

describe('checkImportFile', () => {
  it('accepts .csv and .xlsx up to 2 MB, whatever the case of the extension', () => {
    expect(checkImportFile({ name: 'pesanan.csv', size: 10 })).toEqual({ ok: true, kind: 'csv' })
    expect(checkImportFile({ name: 'Pesanan Mei.XLSX', size: IMPORT_MAX_BYTES })).toEqual({ ok: true, kind: 'xlsx' })
  })

  it('refuses a file over 2 MB', () => {
    expect(checkImportFile({ name: 'besar.xlsx', size: IMPORT_MAX_BYTES + 1 })).toEqual({
      ok: false,
      error: 'Ukuran file melebihi 2 MB',
    })
  })

  it('refuses other types, and names without an extension', () => {
    const error = 'Format file tidak didukung. Gunakan .csv atau .xlsx.'
    for (const name of ['foto.jpg', 'daftar.pdf', 'pesanan', 'pesanan.xlsx.exe']) {
      expect(checkImportFile({ name, size: 10 })).toEqual({ ok: false, error })
    }
  })

  it('lets .xls through to the server with the notice', () => {
    expect(checkImportFile({ name: 'lama.xls', size: 10 })).toEqual({
      ok: true,
      kind: 'xls',
      notice: 'Format .xls tidak didukung di FE. Simpan sebagai .xlsx atau .csv. Lanjut validasi server tanpa preview header.',
    })
  })

  it('reads the last extension only', () => {
    expect(extensionOf('a.b.CSV ')).toBe('csv')
    expect(extensionOf('tanpa-titik')).toBe('')
  })
})
