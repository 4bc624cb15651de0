import type { Db } from '../db/connect'
import type { AuditEvent } from './audit'

/** The one writer of the audit: a row in account_events, inside the caller's transaction. */
export async function appendAuditEvent(trx: Db, event: AuditEvent): Promise<void> {
  await trx
    .insertInto('account_events')
    .values({
      user_id: event.user_id ?? null,
      store_id: event.store_id ?? null,
      branch_id: event.branch_id ?? null,
      actor_id: event.actor_id,
      action: event.action,
      scope_branch_id: event.scope_branch_id,
      detail: event.detail ? JSON.stringify(event.detail) : null,
      created_at: event.created_at,
    })
    .execute()
}
