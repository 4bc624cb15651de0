import { describe, expect, it } from 'vitest'
import { auditSubjectOf, auditSummary } from './audit-summary'
import { isTaxAudit, taxAuditSummary } from './tax-audit-summary'

// A PPN row's audit in a sentence, from the values its detail kept (the row itself may be gone),
// and read leniently: a detail it cannot read says the action's label.
const added = { setting: 'tax', effective_from: '2027-01-01', ppn_rate_percent: 12.5, dpp: '11/12' }

describe('the audit of the PPN rows', () => {
  it('says what was added, changed and deleted', () => {
    expect(taxAuditSummary('created', added)).toBe('PPN 12,5% × DPP 11/12 berlaku mulai 01 Jan 2027')
    expect(
      taxAuditSummary('updated', {
        ...added,
        changes: [
          { field: 'effective_from', from: '2026-12-01', to: '2027-01-01' },
          { field: 'ppn_rate_percent', from: '12', to: '12,5' },
        ],
      }),
    ).toBe('PPN mulai 01 Jan 2027 diubah: berlaku mulai 01 Des 2026 → 01 Jan 2027; tarif PPN 12% → 12,5%')
    expect(taxAuditSummary('deactivated', added)).toBe('PPN 12,5% × DPP 11/12 mulai 01 Jan 2027 dihapus sebelum berlaku')
  })

  it('reads the detail as stored text too, and falls back to the action on what it cannot read', () => {
    expect(taxAuditSummary('created', JSON.stringify(added))).toBe('PPN 12,5% × DPP 11/12 berlaku mulai 01 Jan 2027')
    expect(taxAuditSummary('created', '{not json')).toBe('Dibuat')
    expect(taxAuditSummary('updated', { setting: 'tax', effective_from: 'kemarin' })).toBe('PPN mulai ? diubah')
    expect(taxAuditSummary('deactivated', null)).toBe('Dinonaktifkan')
  })

  it('is its own subject: a row of no user, store or branch whose detail says tax', () => {
    const none = { user_id: null, store_id: null, branch_id: null }
    expect(isTaxAudit(added)).toBe(true)
    expect(auditSubjectOf({ ...none, detail: added })).toBe('tax')
    expect(auditSubjectOf({ ...none, detail: JSON.stringify(added) })).toBe('tax')
    expect(auditSubjectOf({ ...none, detail: { counts: { users_new: 2 } } })).toBe('onboarding')
    expect(auditSubjectOf({ ...none, branch_id: 3, detail: added })).toBe('branch')
    expect(auditSummary('created', 'tax', added)).toBe('PPN 12,5% × DPP 11/12 berlaku mulai 01 Jan 2027')
  })

  it("labels a branch's price settings in its change sentence", () => {
    const detail = { changes: [{ field: 'quote_valid_days', from: '7', to: '30' }] }
    expect(auditSummary('updated', 'branch', detail)).toBe('Diubah: masa berlaku harga (hari) "7" → "30"')
  })
})
