import { describe, expect, it } from 'vitest'
import type { Role } from '../../common/roles'
import { allowedUpdates, type OrderActionName, requireTransition, TRANSITIONS } from './status'

const ACTIONS: OrderActionName[] = ['kirim-konfirmasi', 'lanjut-pesan', 'batal', 'export']
const ROLES: Role[] = ['user', 'seller']

describe('order status machine', () => {
  it('allows exactly the five transitions of the spec and refuses every other triple with 409', () => {
    const allowed: string[] = []
    for (const status of [1, 2, 3, 4, 5]) {
      for (const role of ROLES) {
        for (const action of ACTIONS) {
          try {
            const t = requireTransition(status, role, action)
            allowed.push(`${status} ${role} ${action} -> ${t.to}`)
          } catch (error) {
            expect((error as { status: number }).status).toBe(409)
            expect((error as { code: string }).code).toBe('INVALID_STATUS_TRANSITION')
          }
        }
      }
    }
    expect(allowed).toEqual([
      '1 seller kirim-konfirmasi -> 2',
      '2 user lanjut-pesan -> 3',
      '2 user batal -> 5',
      '3 seller export -> 4',
      '4 seller export -> 4',
    ])
    expect(TRANSITIONS).toHaveLength(5)
  })

  it('explains a refusal in Indonesian', () => {
    expect(() => requireTransition(3, 'user', 'batal')).toThrow('Pesanan berstatus Dipesan tidak dapat dibatalkan.')
    expect(() => requireTransition(1, 'user', 'kirim-konfirmasi')).toThrow(
      'Pesanan hanya dapat dikirim konfirmasinya oleh staff.',
    )
  })

  it('gives edit rights to staff at Estimasi and to the buyer at Konfirmasi only', () => {
    expect(allowedUpdates(1, 'seller')).toEqual({
      can_update_qty_confirmed: true,
      can_update_qty_ordered: false,
      can_update_notes_seller_now: true,
      can_update_status: true,
    })
    expect(allowedUpdates(2, 'user').can_update_qty_ordered).toBe(true)
    expect(Object.values(allowedUpdates(1, 'user')).some(Boolean)).toBe(false)
    expect(Object.values(allowedUpdates(2, 'seller')).some(Boolean)).toBe(false)
  })
})
