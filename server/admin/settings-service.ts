import { jakartaDay } from '#common/jakarta-time.ts'
import { bpToPercent } from '#common/price-math.ts'
import {
  type BranchSettings,
  type BranchSettingsRequest,
  formatPercent,
  SETTINGS_TEXT,
  type SettingsResponse,
  type TaxSetting,
  type TaxSettingRequest,
} from '#common/settings.ts'
import { checkBranchSettingsRequest, checkTaxRequest } from '#common/settings-rules.ts'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { AdminSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { type AuditChange, appendAuditEvent, isUniqueViolation, take } from '../management'
import * as pricing from '../pricing'
import { branchNotFound } from './branch-service'
import { presentBranchSettings, presentTaxSettings } from './settings-presenter'
import * as q from './settings-queries'
import { TAX_AUDIT_SETTING, type TaxAuditDetail } from './tax-audit-summary'

// Head office's settings (/admin/pengaturan, docs/product.md §10.11 and §11.1): the PPN rows with
// their effective day, and each branch's quote validity, extra-discount cap, the days after which
// an open back-order line is flagged 'Lama' (§13.1) and the days after which a delivery nobody
// confirmed counts as received (§13.3). A PPN row that is in effect (its day is today
// or past) is history an order may have been confirmed with: only rows still ahead may change or
// go. Every write is one transaction with its audit row.

type AuditEvent = Parameters<typeof appendAuditEvent>[1]
type AuditDetail = NonNullable<AuditEvent['detail']>

const dayTaken = () => new AppError(409, 'TAX_DAY_TAKEN', SETTINGS_TEXT.dayTaken)
const taxNotFound = () => notFound(SETTINGS_TEXT.taxNotFound)
const locked = () => new AppError(422, 'TAX_SETTING_LOCKED', SETTINGS_TEXT.locked)
const lastRow = () => new AppError(422, 'TAX_SETTING_LAST', SETTINGS_TEXT.lastRow)

/** The body's values checked field by field (422 naming the first that fails), the rate in basis points. */
function checkedTax(body: TaxSettingRequest, today: string): pricing.TaxSettingValues {
  const checks = checkTaxRequest(body, today)
  return {
    effective_from: take('effective_from', checks.effective_from),
    ppn_rate_bp: take('ppn_rate_percent', checks.ppn_rate_percent),
    dpp_numerator: take('dpp_numerator', checks.dpp_numerator),
    dpp_denominator: take('dpp_denominator', checks.dpp_denominator),
  }
}

/** What the audit keeps of a row: enough to say it in a sentence after the row is gone. */
function taxAudit(values: pricing.TaxSettingValues, changes?: AuditChange[]): AuditDetail {
  const detail: TaxAuditDetail = {
    setting: TAX_AUDIT_SETTING,
    effective_from: values.effective_from,
    ppn_rate_percent: bpToPercent(values.ppn_rate_bp),
    dpp: `${values.dpp_numerator}/${values.dpp_denominator}`,
    ...(changes ? { changes } : {}),
  }
  // account_events.detail is the writer's own JSON (server/management/audit.ts lists the account
  // and branch keys); a tax row's keys are read back by tax-audit-summary.ts
  return detail as AuditDetail
}

/**
 * A PPN row written, inside its transaction: every instance keeps the settings in effect per day
 * (server/pricing) and forgets them at this announcement; the audit row says who did what.
 */
async function taxWritten(trx: Db, session: AdminSession, action: AuditEvent['action'], detail: AuditDetail, at: Date) {
  await pricing.announcePricesChanged(trx)
  await appendAuditEvent(trx, { actor_id: session.user.id, action, scope_branch_id: null, detail, created_at: at })
}

function taxChanges(before: pricing.TaxSettingValues, after: pricing.TaxSettingValues): AuditChange[] {
  const shown = (v: pricing.TaxSettingValues) => ({
    effective_from: v.effective_from,
    ppn_rate_percent: formatPercent(bpToPercent(v.ppn_rate_bp)),
    dpp: `${v.dpp_numerator}/${v.dpp_denominator}`,
  })
  const [from, to] = [shown(before), shown(after)]
  return (Object.keys(from) as Array<keyof typeof from>)
    .filter((field) => from[field] !== to[field])
    .map((field) => ({ field, from: from[field], to: to[field] }))
}

/** A branch's body checked field by field (422 naming the first that fails), the cap in basis points. */
function checkedBranch(body: BranchSettingsRequest): q.BranchSettingsValues {
  const checks = checkBranchSettingsRequest(body)
  return {
    quote_valid_days: take('quote_valid_days', checks.quote_valid_days),
    max_extra_discount_bp: take('max_extra_discount_percent', checks.max_extra_discount_percent),
    backorder_flag_days: take('backorder_flag_days', checks.backorder_flag_days),
    auto_receipt_days: take('auto_receipt_days', checks.auto_receipt_days),
  }
}

/** What changed of a branch's settings, by the request's field names and as the screen shows them. */
function branchChanges(before: q.BranchSettingsValues, after: q.BranchSettingsValues): AuditChange[] {
  const shown = (v: q.BranchSettingsValues) => ({
    quote_valid_days: String(v.quote_valid_days),
    max_extra_discount_percent: formatPercent(bpToPercent(v.max_extra_discount_bp)),
    backorder_flag_days: String(v.backorder_flag_days),
    auto_receipt_days: String(v.auto_receipt_days),
  })
  const [from, to] = [shown(before), shown(after)]
  return (Object.keys(from) as Array<keyof typeof from>)
    .filter((field) => from[field] !== to[field])
    .map((field) => ({ field, from: from[field], to: to[field] }))
}

export function createSettingsService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps
  const today = () => jakartaDay(clock.now())

  async function taxRow(id: number): Promise<TaxSetting> {
    const day = today()
    const row = presentTaxSettings(await pricing.listTaxSettings(db), day).find((r) => r.id === id)
    if (!row) throw taxNotFound()
    return row
  }

  async function settings(): Promise<SettingsResponse> {
    const day = today()
    const [tax, branches] = await Promise.all([pricing.listTaxSettings(db), q.listBranchSettings(db)])
    return { today: day, tax: presentTaxSettings(tax, day), branches: branches.map(presentBranchSettings) }
  }

  async function addTax(session: AdminSession, body: TaxSettingRequest): Promise<TaxSetting> {
    const values = checkedTax(body, today())
    if ((await pricing.taxSettingIdOfDay(db, values.effective_from)) !== undefined) throw dayTaken()
    let id: number
    try {
      id = await db.transaction().execute(async (trx) => {
        const at = clock.now()
        const created = await pricing.insertTaxSetting(trx, { ...values, created_by: session.user.id, at })
        await taxWritten(trx, session, 'created', taxAudit(values), at)
        return created
      })
    } catch (error) {
      // the same day added a moment ago by another head-office user: the unique index decides
      if (isUniqueViolation(error, 'tax_settings_effective_from_key')) throw dayTaken()
      throw error
    }
    return taxRow(id)
  }

  /** A row not yet in effect takes new values; one in effect (today or before) is history. */
  async function changeTax(session: AdminSession, id: number, body: TaxSettingRequest): Promise<TaxSetting> {
    try {
      await db.transaction().execute(async (trx) => {
        const current = await pricing.lockTaxSetting(trx, id)
        if (!current) throw taxNotFound()
        const day = today()
        if (current.effective_from <= day) throw locked()
        const values = checkedTax(body, day)
        const changes = taxChanges(current, values)
        if (changes.length === 0) return
        await pricing.updateTaxSetting(trx, id, values)
        await taxWritten(trx, session, 'updated', taxAudit(values, changes), clock.now())
      })
    } catch (error) {
      if (isUniqueViolation(error, 'tax_settings_effective_from_key')) throw dayTaken()
      throw error
    }
    return taxRow(id)
  }

  /**
   * Deletes a row not yet in effect. The audit has no 'deleted' action (account_events' check):
   * the row is recorded as deactivated, which is what it was, before it ever applied.
   */
  async function removeTax(session: AdminSession, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const rows = await pricing.lockAllTaxSettings(trx)
      const current = rows.find((r) => r.id === id)
      if (!current) throw taxNotFound()
      if (current.effective_from <= today()) throw locked()
      if (rows.length === 1) throw lastRow()
      await pricing.deleteTaxSetting(trx, id)
      await taxWritten(trx, session, 'deactivated', taxAudit(current), clock.now())
    })
  }

  async function setBranchSettings(session: AdminSession, id: number, body: BranchSettingsRequest): Promise<BranchSettings> {
    await db.transaction().execute(async (trx) => {
      const current = await q.lockBranchSettings(trx, id)
      if (!current) throw branchNotFound()
      const values = checkedBranch(body)
      const changes = branchChanges(current, values)
      if (changes.length === 0) return
      const at = clock.now()
      await q.updateBranchSettings(trx, id, { ...values, at })
      await appendAuditEvent(trx, {
        branch_id: id,
        actor_id: session.user.id,
        action: 'updated',
        scope_branch_id: id,
        detail: { changes },
        created_at: at,
      })
    })
    const row = await q.findBranchSettings(db, id)
    if (!row) throw branchNotFound()
    return presentBranchSettings(row)
  }

  return { settings, addTax, changeTax, removeTax, setBranchSettings }
}

export type SettingsService = ReturnType<typeof createSettingsService>
