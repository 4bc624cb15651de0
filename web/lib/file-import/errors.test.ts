import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/api/client.ts'
import { validateErrorText } from './errors'

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
    // the customer import's own limit comes in the server's words too
    const big = new ApiError(413, { code: 'IMPORT_TOO_LARGE', detail: 'Ukuran file melebihi 10 MB' })
    expect(validateErrorText(big)).toBe('Ukuran file melebihi 10 MB')
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

  it('falls back to its own sentence for server faults and odd errors, and names the network', () => {
    const fault = new ApiError(503, { code: 'INTERNAL_ERROR', detail: 'Terjadi kesalahan pada server.' })
    expect(validateErrorText(fault)).toBe('Gagal memeriksa file.')
    expect(validateErrorText('boom')).toBe('Gagal memeriksa file.')
    expect(validateErrorText(new ApiError(0, { code: 'NETWORK_ERROR', detail: 'Tidak ada koneksi' }))).toBe(
      'Gagal memeriksa file. Tidak ada koneksi',
    )
  })
})
