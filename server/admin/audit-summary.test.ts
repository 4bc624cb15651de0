import { describe, expect, it } from 'vitest'
import { auditSubjectOf, auditSummary } from './audit-summary'

// The audit's sentences, from details written by every feature that acts (management, head
// office, the command line, the bulk onboarding), and from details it cannot read.
describe('auditSummary', () => {
  it('says what was created, by whom it was made and what was chosen', () => {
    expect(auditSummary('created', 'user', { role: 'seller', must_change_password: true })).toBe(
      'Akun staf dibuat, wajib ganti password saat login pertama',
    )
    expect(auditSummary('created', 'user', { role: 'user', must_change_password: false })).toBe('Akun pembeli dibuat')
    expect(auditSummary('created', 'user', { via: 'command line', roles: ['admin'] })).toBe('Akun dibuat, lewat baris perintah')
    expect(auditSummary('created', 'user', { via: 'onboarding' })).toBe('Akun dibuat, lewat impor pelanggan')
    expect(auditSummary('created', 'store', null)).toBe('Toko didaftarkan')
    expect(auditSummary('created', 'branch', null)).toBe('Cabang dibuat')
  })

  it('names a move’s branches and an edit’s fields, old and new, shortened', () => {
    expect(auditSummary('moved', 'user', { from_branch: 'JKT01', to_branch: 'SBY01', to_branch_id: 3 })).toBe(
      'Dipindah dari JKT01 ke SBY01',
    )
    expect(
      auditSummary('updated', 'branch', {
        changes: [
          { field: 'phone', from: '', to: '031 1234' },
          { field: 'address', from: 'x'.repeat(80), to: 'Jl. Baru' },
        ],
      }),
    ).toBe(`Diubah: telepon (kosong) → "031 1234"; alamat "${'x'.repeat(59)}…" → "Jl. Baru"`)
    expect(
      auditSummary('updated', 'store', {
        via: 'onboarding',
        old_name: 'TOKO LAMA',
        new_name: 'TOKO BARU',
        old_description: null,
        new_description: null,
      }),
    ).toBe('Diubah lewat impor pelanggan: nama "TOKO LAMA" → "TOKO BARU"')
    expect(
      auditSummary('updated', 'store', {
        changes: [
          { field: 'price_group', from: '', to: 'BENGKEL-A' },
          { field: 'npwp', from: '012345678901000', to: '' },
        ],
      }),
    ).toBe('Diubah: grup harga (kosong) → "BENGKEL-A"; NPWP "012345678901000" → (kosong)')
    expect(
      auditSummary('updated', 'store', {
        via: 'onboarding',
        old_name: 'TOKO',
        new_name: 'TOKO',
        old_description: 'sama',
        new_description: 'sama',
        old_price_group: 'GRUP-A',
        new_price_group: 'GRUP-B',
        old_npwp: null,
        new_npwp: null,
      }),
    ).toBe('Diubah lewat impor pelanggan: grup harga "GRUP-A" → "GRUP-B"')
  })

  it('counts an onboarding commit, and names its file', () => {
    const detail = {
      via: 'onboarding',
      file: 'dms.xlsx',
      branch_code: 'SBY01',
      counts: {
        rows: 5,
        valid: 5,
        errors: 0,
        stores_new: 3,
        stores_changed: 1,
        stores_existing: 0,
        users_new: 5,
        users_existing: 0,
      },
    }
    expect(auditSummary('onboarded', 'onboarding', detail)).toBe(
      'Impor pelanggan (dms.xlsx): 3 toko baru, 1 toko diubah, 5 akun baru',
    )
    expect(auditSummary('onboarded', 'onboarding', { counts: {} })).toBe('Impor pelanggan')
  })

  it('says a reset, a closing and a reopening', () => {
    expect(auditSummary('password_reset', 'user', { must_change_password: true })).toBe(
      'Password direset, wajib ganti saat login berikutnya',
    )
    expect(auditSummary('password_reset', 'user', null)).toBe('Password direset')
    expect(auditSummary('deactivated', 'branch', null)).toBe('Cabang dinonaktifkan; sesi staf dan pembelinya diakhiri')
    expect(auditSummary('deactivated', 'user', null)).toBe('Akun dinonaktifkan')
    expect(auditSummary('reactivated', 'branch', null)).toBe('Cabang diaktifkan kembali')
  })

  it("falls back to the action's label when the detail cannot be read", () => {
    for (const detail of ['{broken', 42, ['x'], { from_branch: 7 }, { changes: 'all' }, '{"counts":{"users_new":"5"}}']) {
      const moved = auditSummary('moved', 'user', detail)
      expect(moved, JSON.stringify(detail)).toBe('Dipindah cabang')
      expect(auditSummary('updated', 'branch', detail)).toBe('Diubah')
      expect(auditSummary('onboarded', 'onboarding', detail)).toBe('Impor pelanggan')
    }
    // a detail stored as JSON text reads like one stored as an object
    expect(auditSummary('moved', 'user', '{"from_branch":"A01","to_branch":"B01"}')).toBe('Dipindah dari A01 ke B01')
  })
})

describe('auditSubjectOf', () => {
  it('is the one subject column set, or the onboarding commit', () => {
    expect(auditSubjectOf({ user_id: 1, store_id: null, branch_id: null })).toBe('user')
    expect(auditSubjectOf({ user_id: null, store_id: 2, branch_id: null })).toBe('store')
    expect(auditSubjectOf({ user_id: null, store_id: null, branch_id: 3 })).toBe('branch')
    expect(auditSubjectOf({ user_id: null, store_id: null, branch_id: null })).toBe('onboarding')
  })
})
