import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/api/client.ts'
import { commitErrorText, committedOrderId } from './errors'

describe('commitErrorText', () => {
  it('says no part was recognised in the spec words', () => {
    expect(commitErrorText(new ApiError(422, { code: 'IMPORT_NOTHING_KNOWN', detail: 'x' }))).toBe(
      'Tidak ada part yang dikenali untuk diimport',
    )
  })

  it('shows expiry and reuse details, else Gagal import.', () => {
    const expired = new ApiError(410, {
      code: 'IMPORT_TOKEN_EXPIRED',
      detail: 'Hasil pemeriksaan sudah kedaluwarsa. Periksa file lagi.',
    })
    expect(commitErrorText(expired)).toBe('Hasil pemeriksaan sudah kedaluwarsa. Periksa file lagi.')
    expect(commitErrorText(new ApiError(503, null))).toBe('Gagal import.')
  })
})

describe('committedOrderId', () => {
  it('reads the order of an import already committed', () => {
    const e = new ApiError(409, {
      code: 'IMPORT_ALREADY_COMMITTED',
      detail: 'Import ini sudah dibuat menjadi pesanan.',
      order_id: 12,
    })
    expect(committedOrderId(e)).toBe(12)
    expect(committedOrderId(new ApiError(409, { code: 'OTHER', order_id: 12 }))).toBeNull()
  })
})
