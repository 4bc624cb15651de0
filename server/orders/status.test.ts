import { describe, expect, it } from 'vitest'
import type { Role } from '#common/roles.ts'
import { allowedUpdates, type OrderActionName, requireEdit, requireTransition, TRANSITIONS } from './status'

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

  it('gives edit rights to staff at Estimasi and to the buyer at Konfirmasi; arrival dates to staff after that', () => {
    expect(allowedUpdates(1, 'seller')).toEqual({
      can_update_qty_confirmed: true,
      can_update_qty_ordered: false,
      can_update_notes_seller_now: true,
      can_update_status: true,
      can_update_eta: false,
      can_switch_part: true,
    })
    expect(allowedUpdates(2, 'user').can_update_qty_ordered).toBe(true)
    expect(Object.values(allowedUpdates(1, 'user')).some(Boolean)).toBe(false)
    for (const status of [2, 3, 4]) {
      const { can_update_eta, ...rest } = allowedUpdates(status, 'seller')
      expect(can_update_eta).toBe(true)
      expect(Object.values(rest).some(Boolean)).toBe(false)
      expect(allowedUpdates(status, 'user').can_update_eta).toBe(false)
    }
    expect(Object.values(allowedUpdates(5, 'seller')).some(Boolean)).toBe(false)
  })

  it('refuses edits that keep the status outside their statuses and roles, in Indonesian', () => {
    expect(() => requireEdit(1, 'seller', 'ubah-eta')).toThrow('Perkiraan tiba hanya dapat diubah setelah konfirmasi')
    expect(() => requireEdit(5, 'seller', 'ubah-eta')).toThrow('Perkiraan tiba hanya dapat diubah setelah konfirmasi')
    expect(() => requireEdit(3, 'user', 'ubah-eta')).toThrow('Perubahan ini hanya dapat dilakukan oleh staff.')
    expect(() => requireEdit(2, 'seller', 'ganti-part')).toThrow('Part hanya dapat diganti selama pesanan berstatus Estimasi.')
    expect(() => requireEdit(4, 'seller', 'ubah-eta')).not.toThrow()
    expect(() => requireEdit(1, 'seller', 'ganti-part')).not.toThrow()
  })
})
