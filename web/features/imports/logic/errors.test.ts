import { describe, expect, it } from 'vitest'
import { ApiError } from '../../../api/client'
import { commitErrorText, committedOrderId, validateErrorText } from './errors'

describe('validateErrorText', () => {
  it('shows the server detail of a refused file', () => {
    const e = new ApiError(422, {
      code: 'IMPORT_FILE_UNREADABLE',
      detail: 'File tidak dapat dibaca (rusak atau terlalu besar setelah dibuka).',
    })
    expect(validateErrorText(e)).toBe('File tidak dapat dibaca (rusak atau terlalu besar setelah dibuka).')
    expect(validateErrorText(new ApiError(413, { code: 'IMPORT_TOO_LARGE', detail: 'Ukuran file melebihi 2 MB' }))).toBe(
      'Ukuran file melebihi 2 MB',
    )
  })

  it('falls back to the spec sentence for server faults and unknown errors', () => {
    expect(validateErrorText(new ApiError(500, { code: 'INTERNAL_ERROR', detail: 'Terjadi kesalahan pada server.' }))).toBe(
      'Gagal memeriksa file.',
    )
    expect(validateErrorText(new ApiError(400, null))).toBe('Gagal memeriksa file.')
    expect(validateErrorText(new Error('boom'))).toBe('Gagal memeriksa file.')
  })

  it('asks to try again shortly when the server is reading too many files', () => {
    const busy = new ApiError(503, { code: 'IMPORT_BUSY', detail: 'Server sedang membaca banyak file. Coba lagi sebentar.' })
    expect(validateErrorText(busy)).toBe('Server sedang membaca banyak file. Coba lagi sebentar.')
  })

  it('names the network when no answer came', () => {
    expect(validateErrorText(new ApiError(0, { code: 'NETWORK_ERROR', detail: 'Terjadi kesalahan jaringan' }))).toBe(
      'Gagal memeriksa file. Terjadi kesalahan jaringan',
    )
  })
})

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
