import { describe, expect, it } from 'vitest'
import { ApiError } from '#web/api/client.ts'
import { cartChangedUnderneath, checkoutErrorText } from './checkout-error'
import { estimatePath, orderIdOf } from './checkout-result'

describe('orderIdOf', () => {
  it('reads order_id of the checkout answer', () => {
    expect(orderIdOf({ order_id: 42, no_transaksi: 'DPO/JKT01/202601/00001' })).toBe(42)
  })

  it('refuses an answer without a usable order_id', () => {
    expect(orderIdOf({})).toBeNull()
    expect(orderIdOf(null)).toBeNull()
    expect(orderIdOf({ order_id: 0 })).toBeNull()
    expect(orderIdOf({ order_id: 1.5 })).toBeNull()
  })
})

describe('estimatePath', () => {
  it('goes to the new estimate, or to the estimate list without an id', () => {
    expect(estimatePath(42)).toBe('/user/pesanan/estimasi/42')
    expect(estimatePath(null)).toBe('/user/pesanan/estimasi')
  })
})

describe('checkout errors', () => {
  it('shows the server detail, else the spec text', () => {
    const missing = new ApiError(409, { code: 'CART_ITEMS_MISSING', detail: 'Sebagian item sudah tidak ada di keranjang.' })
    expect(checkoutErrorText(missing)).toBe('Sebagian item sudah tidak ada di keranjang.')
    expect(checkoutErrorText(new ApiError(500, null, 'Internal Server Error'))).toBe('Gagal memproses estimasi.')
    expect(checkoutErrorText(new Error('boom'))).toBe('Gagal memproses estimasi.')
  })

  it('reloads the cart only when items left it underneath', () => {
    expect(cartChangedUnderneath(new ApiError(409, { code: 'CART_ITEMS_MISSING' }))).toBe(true)
    expect(cartChangedUnderneath(new ApiError(422, { code: 'VALIDATION' }))).toBe(false)
  })
})
