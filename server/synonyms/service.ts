import type { z } from 'zod'
import { LIST_SEARCH_MIN } from '#common/search.ts'
import {
  SYNONYM_MESSAGES,
  SYNONYM_PAGE_SIZE,
  type Synonym,
  type SynonymPage,
  type synonymBodySchema,
  synonymInputSchema,
  type synonymListQuerySchema,
} from '#common/synonyms.ts'
import type { Db } from '../db/connect'
import { AppError, notFound } from '../http/app-error'
import type { AdminSession } from '../http/guards'
import type { Clock } from '../lib/clock'
import { appendAuditEvent, fieldInvalid, isUniqueViolation } from '../management'
import { announceSynonymsChanged } from './announce-queries'
import { type SynonymAuditDetail, synonymAudit } from './audit'
import { presentSynonym } from './presenter'
import * as q from './queries'
import type { SynonymList } from './synonym-list'

// Head office's synonyms (/admin/sinonim, docs/product.md §14.2): the list a page at a time, and a
// term added, changed (its term too) or deleted. A term is in the list once: a second one, or a
// rename onto another, is a 409. Every write is one transaction with its audit row and the
// announcement every instance forgets its kept list at (announce-queries.ts); this instance
// forgets it at once, so the person who changed a term finds parts with it on his next search.

const termTaken = () => new AppError(409, 'SYNONYM_TERM_TAKEN', SYNONYM_MESSAGES.duplicate)
export const SYNONYM_NOT_FOUND = 'Sinonim tidak ditemukan.'
const synonymNotFound = () => notFound(SYNONYM_NOT_FOUND)

type AuditEvent = Parameters<typeof appendAuditEvent>[1]
type Body = z.infer<typeof synonymBodySchema>

/** The body checked with the form's rules: 422 naming the first field that breaks one, with its message. */
function checked(body: Body): { term: string; synonyms: string[] } {
  const parsed = synonymInputSchema.safeParse(body)
  if (parsed.success) return parsed.data
  const issue = parsed.error.issues[0]
  const field = String(issue.path[0] ?? 'term')
  throw fieldInvalid(field, field === 'synonyms' ? SYNONYM_MESSAGES.synonyms : SYNONYM_MESSAGES.term)
}

export function createSynonymService(deps: { db: Db; clock: Clock; list: SynonymList }) {
  const { db, clock, list } = deps

  /** The change's audit row and announcement, inside its transaction. */
  async function written(trx: Db, session: AdminSession, action: AuditEvent['action'], detail: SynonymAuditDetail, at: Date) {
    await announceSynonymsChanged(trx)
    // account_events.detail is the writer's own JSON; server/admin's audit reads a synonym's back
    await appendAuditEvent(trx, {
      actor_id: session.user.id,
      action,
      scope_branch_id: null,
      detail: detail as NonNullable<AuditEvent['detail']>,
      created_at: at,
    })
  }

  async function row(id: number): Promise<Synonym> {
    const found = await q.findSynonym(db, id)
    if (!found) throw synonymNotFound()
    return presentSynonym(found)
  }

  async function page(query: z.infer<typeof synonymListQuerySchema>): Promise<SynonymPage> {
    const text = (query.q ?? '').trim()
    const pageNo = query.page ?? 1
    const { rows, total } = await q.listSynonyms(db, {
      text: text.length >= LIST_SEARCH_MIN ? text : undefined,
      offset: (pageNo - 1) * SYNONYM_PAGE_SIZE,
      limit: SYNONYM_PAGE_SIZE,
    })
    return { items: rows.map(presentSynonym), total }
  }

  async function add(session: AdminSession, body: Body): Promise<Synonym> {
    const values = checked(body)
    const id = await db.transaction().execute(async (trx) => {
      const at = clock.now()
      const created = await q.insertSynonym(trx, { ...values, updated_by: session.user.id, updated_at: at })
      if (created === undefined) throw termTaken()
      await written(trx, session, 'created', synonymAudit(values), at)
      return created
    })
    list.forget()
    return row(id)
  }

  /** Replaces a term and its phrases; unchanged values write nothing. */
  async function change(session: AdminSession, id: number, body: Body): Promise<Synonym> {
    const values = checked(body)
    const changed = await db.transaction().execute(async (trx) => {
      const current = await q.lockSynonym(trx, id)
      if (!current) throw synonymNotFound()
      const detail = synonymAudit(values, current)
      if (!detail.changes?.length) return false
      if (values.term !== current.term && (await q.termTakenByOther(trx, values.term, id))) throw termTaken()
      const at = clock.now()
      try {
        await q.updateSynonym(trx, id, { ...values, updated_by: session.user.id, updated_at: at })
      } catch (error) {
        // the same term added a moment ago by another head-office user: the unique index decides
        if (isUniqueViolation(error, 'search_synonyms_term_key')) throw termTaken()
        throw error
      }
      await written(trx, session, 'updated', detail, at)
      return true
    })
    if (changed) list.forget()
    return row(id)
  }

  /** Deletes a term. The audit has no 'deleted' action (account_events' check): it is recorded as deactivated, as the PPN rows are. */
  async function remove(session: AdminSession, id: number): Promise<void> {
    await db.transaction().execute(async (trx) => {
      const current = await q.lockSynonym(trx, id)
      if (!current) throw synonymNotFound()
      await q.deleteSynonym(trx, id)
      await written(trx, session, 'deactivated', synonymAudit(current), clock.now())
    })
    list.forget()
  }

  return { page, add, change, remove }
}

export type SynonymService = ReturnType<typeof createSynonymService>
