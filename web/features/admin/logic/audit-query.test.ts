import { describe, expect, it } from 'vitest'
import { DAY_RANGE_TEXT } from '#common/day-range.ts'
import { activeAuditFilters, auditParams, hasAuditFilters, NO_AUDIT_FILTERS } from './audit-query'

describe('the audit query', () => {
  it('asks for everything, newest first, without filters', () => {
    expect(auditParams(NO_AUDIT_FILTERS)).toEqual({ ok: true, params: {} })
    expect(hasAuditFilters(NO_AUDIT_FILTERS)).toBe(false)
  })

  it('sends the filters set, trimmed', () => {
    const filters = {
      actor: ' demo.admin ',
      action: 'moved',
      subject: 'user',
      q: ' sari ',
      branchId: 4,
      from: '2026-11-01',
      to: '2026-11-30',
    } as const
    expect(auditParams(filters)).toEqual({
      ok: true,
      params: {
        actor: 'demo.admin',
        action: 'moved',
        subject: 'user',
        q: 'sari',
        branch_id: '4',
        from: '2026-11-01',
        to: '2026-11-30',
      },
    })
    expect(hasAuditFilters(filters)).toBe(true)
    expect(activeAuditFilters(filters)).toBe(7)
    expect(activeAuditFilters({ ...NO_AUDIT_FILTERS, branchId: 4 })).toBe(1)
  })

  it('refuses an impossible day or a from after to in words', () => {
    expect(auditParams({ ...NO_AUDIT_FILTERS, from: '2026-02-30' })).toEqual({ ok: false, problem: DAY_RANGE_TEXT.invalid })
    expect(auditParams({ ...NO_AUDIT_FILTERS, from: '2026-12-01', to: '2026-11-01' })).toEqual({
      ok: false,
      problem: DAY_RANGE_TEXT.fromAfterTo,
    })
    expect(auditParams({ ...NO_AUDIT_FILTERS, from: '2026-11-01', to: '2026-11-01' }).ok).toBe(true)
  })
})
