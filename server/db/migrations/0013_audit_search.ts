import type { Kysely } from 'kysely'
import { runScript } from '../run-script'

// Head office searches the audit by branch, newest first (GET /api/admin/audit?branch_id=): an
// index in that order, so a page of one branch's events among every branch's reads only its
// rows. Rows written before events named their branch get it from their subject: an account's
// branch, a store's, a branch itself.
export async function up(db: Kysely<unknown>): Promise<void> {
  await runScript(
    db,
    `
    update account_events e set scope_branch_id = u.account_branch_id
      from users u where e.scope_branch_id is null and e.user_id = u.id;
    update account_events e set scope_branch_id = s.branch_id
      from stores s where e.scope_branch_id is null and e.store_id = s.id;
    update account_events set scope_branch_id = branch_id where scope_branch_id is null and branch_id is not null;
    create index account_events_scope_idx on account_events (scope_branch_id, created_at desc, id desc)
      where scope_branch_id is not null;
  `,
  )
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await runScript(db, 'drop index if exists account_events_scope_idx;')
}
