import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/api/client.ts'
import { detailErrorText, listErrorText } from './messages'

describe('catalogue error texts', () => {
  it('shows the list error detail, else the fallback', () => {
    expect(listErrorText(new ApiError(400, { code: 'BAD', detail: 'q terlalu panjang' }))).toBe('q terlalu panjang')
    expect(listErrorText(new ApiError(500, null))).toBe('Gagal memuat produk')
    expect(listErrorText(new Error('boom'))).toBe('Gagal memuat produk')
  })

  it('tells a missing product from other detail failures', () => {
    expect(detailErrorText(new ApiError(404, { code: 'NOT_FOUND', detail: 'Produk tidak ditemukan' }))).toBe(
      'Produk tidak ditemukan',
    )
    expect(detailErrorText(new ApiError(502, { detail: 'Bad gateway' }))).toBe('Gagal memuat produk')
  })
})
