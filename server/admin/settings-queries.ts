import type { Db } from '../db/connect'

// The statements of each branch's settings: how many Jakarta days a confirmation's prices hold, the
// most extra discount staff may give on a line (basis points; both migration 0015), after how many
// days an open back-order line is flagged (migration 0016) and after how many days a delivery nobody
// confirmed counts as received (migration 0019).

function selectBranchSettings(db: Db) {
  return db
    .selectFrom('branches')
    .select([
      'id',
      'code',
      'name',
      'is_active',
      'quote_valid_days',
      'max_extra_discount_bp',
      'backorder_flag_days',
      'auto_receipt_days',
    ])
}

export type BranchSettingsRow = Awaited<ReturnType<ReturnType<typeof selectBranchSettings>['execute']>>[number]
/** What head office sets of a branch, as the database keeps it (the cap in basis points). */
export type BranchSettingsValues = Pick<
  BranchSettingsRow,
  'quote_valid_days' | 'max_extra_discount_bp' | 'backorder_flag_days' | 'auto_receipt_days'
>

/** Every branch, closed ones too (their settings wait for a reopening), by code. */
export async function listBranchSettings(db: Db): Promise<BranchSettingsRow[]> {
  return selectBranchSettings(db).orderBy('code').execute()
}

export async function findBranchSettings(db: Db, id: number): Promise<BranchSettingsRow | undefined> {
  return selectBranchSettings(db).where('id', '=', id).executeTakeFirst()
}

/** Locks the branch for the change: two head-office edits of one branch take turns. */
export async function lockBranchSettings(trx: Db, id: number): Promise<BranchSettingsRow | undefined> {
  return selectBranchSettings(trx).where('id', '=', id).forUpdate().executeTakeFirst()
}

export async function updateBranchSettings(trx: Db, id: number, values: BranchSettingsValues & { at: Date }): Promise<void> {
  await trx
    .updateTable('branches')
    .set({
      quote_valid_days: values.quote_valid_days,
      max_extra_discount_bp: values.max_extra_discount_bp,
      backorder_flag_days: values.backorder_flag_days,
      auto_receipt_days: values.auto_receipt_days,
      updated_at: values.at,
    })
    .where('id', '=', id)
    .execute()
}
