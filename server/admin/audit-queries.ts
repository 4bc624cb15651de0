import { type RawBuilder, sql } from 'kysely'
import type { AuditSubject } from '#common/admin.ts'
import type { AccountEventAction } from '#common/management.ts'
import { containsPattern } from '#common/search.ts'
import type { Db } from '../db/connect'

// The audit (account_events) as head office searches it, newest first. Each filter is a
// condition on the event row alone, so a page reads one of the (…, created_at desc, id desc)
// indexes of migrations 0010 and 0013 and stops after `limit` rows: who did it (actor_id), what
// (action), whose branch (scope_branch_id). A text is looked up among users, stores and
// branches first (few rows), then matched by id.

export interface AuditFilter {
  /** contained in the username of who did it */
  actor?: string
  action?: AccountEventAction
  subject?: AuditSubject
  /** contained in the subject's username, store code or branch code */
  text?: string
  branchId?: number
  /** instants [start, end) */
  start?: Date
  end?: Date
}

/** Where the previous page ended: its last row's instant (to the microsecond, as text) and id. */
export interface AuditPosition {
  at: string
  id: number
}

const usersMatching = (text: string) => {
  const pattern = containsPattern(text.toLowerCase())
  // search_text (trigram index) narrows, the username decides
  return sql`(select id from users where search_text like ${pattern} escape '\\' and username like ${pattern} escape '\\')`
}

function subjectIs(subject: AuditSubject): RawBuilder<boolean> {
  switch (subject) {
    case 'user':
      return sql<boolean>`e.user_id is not null`
    case 'store':
      return sql<boolean>`e.store_id is not null`
    case 'branch':
      return sql<boolean>`e.branch_id is not null`
    case 'onboarding':
      return sql<boolean>`(e.action = 'onboarded' and num_nonnulls(e.user_id, e.store_id, e.branch_id) = 0)`
    case 'tax':
      // tax-audit-summary.ts: a PPN row's audit names no subject and says what it is about
      return sql<boolean>`(e.detail ->> 'setting' = 'tax' and num_nonnulls(e.user_id, e.store_id, e.branch_id) = 0)`
    case 'synonym':
      // synonym-audit-summary.ts: the same, about a term of the synonyms
      return sql<boolean>`(e.detail ->> 'setting' = 'synonym' and num_nonnulls(e.user_id, e.store_id, e.branch_id) = 0)`
  }
}

/** A branch's events: its people's and stores', its own, and a staff member moved into it. */
function ofBranch(branchId: number): RawBuilder<boolean> {
  return sql<boolean>`(e.scope_branch_id = ${branchId}
    or (e.action = 'moved' and e.detail ->> 'to_branch_id' = ${String(branchId)}))`
}

function conditions(filter: AuditFilter, after: AuditPosition | null): RawBuilder<boolean>[] {
  const all: RawBuilder<boolean>[] = []
  if (filter.actor) all.push(sql<boolean>`e.actor_id in ${usersMatching(filter.actor)}`)
  if (filter.action) all.push(sql<boolean>`e.action = ${filter.action}`)
  if (filter.subject) all.push(subjectIs(filter.subject))
  if (filter.branchId !== undefined) all.push(ofBranch(filter.branchId))
  if (filter.text) {
    const upper = containsPattern(filter.text.toUpperCase())
    all.push(sql<boolean>`(e.user_id in ${usersMatching(filter.text)}
      or e.store_id in (select id from stores where ibs_cust_code like ${upper} escape '\\')
      or e.branch_id in (select id from branches where code like ${upper} escape '\\'))`)
  }
  if (filter.start) all.push(sql<boolean>`e.created_at >= ${filter.start}`)
  if (filter.end) all.push(sql<boolean>`e.created_at < ${filter.end}`)
  if (after) {
    const at = sql`${after.at}::timestamptz`
    all.push(sql<boolean>`(e.created_at < ${at} or (e.created_at = ${at} and e.id < ${after.id}))`)
  }
  return all
}

export interface AuditRow {
  id: number | string
  action: AccountEventAction
  detail: unknown
  at: string
  /** created_at to the microsecond: the next page's cursor */
  at_key: string
  actor: string | null
  user_id: number | null
  store_id: number | null
  branch_id: number | null
  subject_label: string | null
  branch_code: string | null
}

/**
 * One page of the audit, newest first. The page is chosen from the bare rows first; only its rows
 * are then joined to the names they show.
 */
export async function listAudit(db: Db, filter: AuditFilter, after: AuditPosition | null, limit: number): Promise<AuditRow[]> {
  const where = conditions(filter, after)
  const condition = where.length ? sql`where ${sql.join(where, sql` and `)}` : sql``
  const result = await sql<AuditRow>`
    with page as (
      select e.* from account_events e ${condition}
      order by e.created_at desc, e.id desc
      limit ${limit}
    )
    select e.id, e.action, e.detail, e.user_id, e.store_id, e.branch_id,
      to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') as at,
      to_char(e.created_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as at_key,
      a.username as actor,
      coalesce(su.username, ss.ibs_cust_code, sb.code) as subject_label,
      scope.code as branch_code
    from page e
    left join users a on a.id = e.actor_id
    left join users su on su.id = e.user_id
    left join stores ss on ss.id = e.store_id
    left join branches sb on sb.id = e.branch_id
    left join branches scope on scope.id = e.scope_branch_id
    order by e.created_at desc, e.id desc`.execute(db)
  return result.rows
}
