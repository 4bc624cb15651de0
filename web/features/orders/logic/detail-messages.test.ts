import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/api/client.ts'
import {
  batalErrorText,
  exportErrorText,
  kirimErrorText,
  lanjutErrorText,
  loadErrorText,
  resendErrorText,
} from './detail-messages'

const violation = new ApiError(422, {
  code: 'QTY_ORDERED_EXCEEDS_CONFIRMED',
  detail: 'Beberapa qty_ordered melebihi qty_confirmed',
  violations: [
    { order_detail_id: 12, qty_ordered: 5, qty_confirmed: 3 },
    { order_detail_id: 15, qty_ordered: 2, qty_confirmed: 1 },
  ],
})

describe('order detail messages (product.md §8.3)', () => {
  it('names the violating lines of Lanjut Pesan', () => {
    expect(lanjutErrorText(violation)).toBe('Beberapa qty_ordered melebihi qty_confirmed: #12, #15')
  })

  it('falls back to the server text for other Lanjut Pesan failures', () => {
    const other = new ApiError(409, {
      code: 'INVALID_STATUS_TRANSITION',
      detail: 'Pesanan berstatus Batal tidak dapat dilanjutkan ke pemesanan.',
    })
    expect(lanjutErrorText(other)).toBe('Gagal lanjut pesan: Pesanan berstatus Batal tidak dapat dilanjutkan ke pemesanan.')
    expect(lanjutErrorText(new ApiError(500, null, 'Internal Server Error'))).toBe('Gagal lanjut pesan: Internal Server Error')
  })

  it('prefixes the send, resend, cancel and export failures', () => {
    const err = new ApiError(503, { detail: 'Layanan stok tidak tersedia' })
    expect(kirimErrorText(err)).toBe('Gagal kirim konfirmasi: Layanan stok tidak tersedia')
    expect(resendErrorText(err)).toBe('Gagal kirim ulang (revise/proceed): Layanan stok tidak tersedia')
    expect(batalErrorText(err)).toBe('Gagal membatalkan: Layanan stok tidak tersedia')
    expect(exportErrorText(500, 'Server bermasalah')).toBe('Gagal export (HTTP 500) Server bermasalah')
    expect(exportErrorText(502, '')).toBe('Gagal export (HTTP 502)')
  })

  it('shows the server text of a 404 and the status text of other load failures', () => {
    expect(loadErrorText(new ApiError(404, { detail: 'Pesanan tidak ditemukan' }, 'Not Found'))).toBe('Pesanan tidak ditemukan')
    expect(loadErrorText(new ApiError(500, { detail: 'x' }, 'Internal Server Error'))).toBe('Internal Server Error')
    expect(loadErrorText(new ApiError(502, null, ''))).toBe('HTTP 502')
  })
})
