import { describe, expect, it } from 'vitest'
import { ONBOARDING_MAX_BYTES } from '#common/onboarding.ts'
import { checkOnboardingFile, extensionOf } from './file-check'

describe('checkOnboardingFile', () => {
  it('accepts .csv and .xlsx up to the limit, whatever the case of the extension', () => {
    expect(checkOnboardingFile({ name: 'pelanggan.csv', size: 10 })).toEqual({ ok: true })
    expect(checkOnboardingFile({ name: 'Ekspor DMS.XLSX', size: ONBOARDING_MAX_BYTES })).toEqual({ ok: true })
  })

  it('refuses a file over 10 MB with the limit in its words', () => {
    expect(checkOnboardingFile({ name: 'besar.xlsx', size: ONBOARDING_MAX_BYTES + 1 })).toEqual({
      ok: false,
      error: 'Ukuran file melebihi 10 MB',
    })
  })

  it('refuses .xls with the fix, and other types', () => {
    expect(checkOnboardingFile({ name: 'lama.xls', size: 10 })).toEqual({
      ok: false,
      error: 'Format .xls tidak didukung. Simpan sebagai .xlsx atau .csv.',
    })
    for (const name of ['foto.jpg', 'daftar.pdf', 'pelanggan', 'pelanggan.xlsx.exe']) {
      expect(checkOnboardingFile({ name, size: 10 })).toEqual({
        ok: false,
        error: 'Format file tidak didukung. Gunakan .csv atau .xlsx.',
      })
    }
  })

  it('reads the last extension only', () => {
    expect(extensionOf('a.b.CSV ')).toBe('csv')
    expect(extensionOf('tanpa-titik')).toBe('')
  })
})
